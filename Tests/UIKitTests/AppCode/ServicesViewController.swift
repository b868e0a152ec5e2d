import UIKit

/// A salon's services in two sections, written the modern way: a diffable data source fed by
/// snapshots and a cell registration.
final class ServicesViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Hashable {
        case hair
        case nails
    }

    struct Service: Hashable {
        let name: String
        let minutes: Int
    }

    final class ServiceCell: UICollectionViewCell {
        let nameLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(nameLabel)
            NSLayoutConstraint.activate([
                nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Service>!
    private(set) var chosen: [Service] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: view.bounds.width, height: 50)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<ServiceCell, Service> { cell, _, service in
            cell.nameLabel.text = "\(service.name) (\(service.minutes) min)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Service>(collectionView: collectionView) { collectionView, indexPath, service in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: service)
        }
        show(hair: ["Cut": 45, "Colour": 90], nails: ["Manicure": 30])
    }

    func show(hair: KeyValuePairs<String, Int>, nails: KeyValuePairs<String, Int>) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Service>()
        snapshot.appendSections([.hair, .nails])
        snapshot.appendItems(hair.map { Service(name: $0.key, minutes: $0.value) }, toSection: .hair)
        snapshot.appendItems(nails.map { Service(name: $0.key, minutes: $0.value) }, toSection: .nails)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let service = dataSource.itemIdentifier(for: indexPath) { chosen.append(service) }
    }
}
