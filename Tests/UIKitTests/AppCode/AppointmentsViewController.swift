import UIKit

/// Today's appointments in a table, written for iOS 14: a diffable data source and rows whose
/// content is a list configuration.
final class AppointmentsViewController: UITableViewController {
    struct Appointment: Hashable {
        let time: String
        let client: String
        let service: String?
    }

    private var dataSource: UITableViewDiffableDataSource<Int, Appointment>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "appointment")
        tableView.rowHeight = UITableView.automaticDimension
        dataSource = UITableViewDiffableDataSource<Int, Appointment>(tableView: tableView) { tableView, indexPath, appointment in
            let cell = tableView.dequeueReusableCell(withIdentifier: "appointment", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(appointment.time)  \(appointment.client)"
            content.secondaryText = appointment.service
            content.secondaryTextProperties.color = .secondaryLabel
            content.image = UIImage(systemName: "calendar")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Appointment>()
        snapshot.appendSections([0])
        snapshot.appendItems([Appointment(time: "10:00", client: "Ada", service: "Cut"),
                              Appointment(time: "11:30", client: "Grace", service: nil)])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
