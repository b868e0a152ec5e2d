import UIKit

/// A table of messages with fixed-height rows from the delegate, as iOS code sets it up.
final class MessagesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let messages = ["Hi!", "Are you free on Saturday?", "Yes", "Great, see you at the salon at ten."]
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var heightRequests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Messages"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(forCellReuseIdentifier: MessageCell.identifier) { MessageCell(frame: .zero) }
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
        (cell as? MessageCell)?.messageLabel.text = messages[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return indexPath.row == messages.count - 1 ? 88 : 56
    }
}
