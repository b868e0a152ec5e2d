import UIKit

/// A settings list as a table view controller with UIKit's built-in subtitle cells, made the
/// pre-registration way: dequeue, else make one.
final class SettingsViewController: UITableViewController {
    struct Row {
        let title: String
        let detail: String
        let icon: String
    }

    let rows = [
        Row(title: "Notifications", detail: "Banners, sounds", icon: "bell"),
        Row(title: "Appointments", detail: "Reminders a day before", icon: "calendar"),
    ]

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "setting")
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = UIImage(named: row.icon)
        return cell
    }
}
