import UIKit

/// A selectable style card: a selected background, a border while selected, a shadowed title,
/// and a controller that shows the cards in dark mode with a light status bar.
final class StyleCardCell: UICollectionViewCell {
    let titleLabel = UILabel()
    private(set) var appliedAttributes = 0

    override var isSelected: Bool {
        didSet { contentView.layer.borderWidth = isSelected ? 2 : 0 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView()
        backgroundView?.backgroundColor = .secondarySystemBackground
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = .systemBlue
        titleLabel.shadowColor = .black
        titleLabel.shadowOffset = CGSize(width: 0, height: 1)
        titleLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedAttributes += 1
    }
}

final class StyleCardsViewController: UIViewController, UICollectionViewDataSource {
    private(set) var collectionView: UICollectionView!

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 80)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.allowsMultipleSelection = true
        collectionView.register(StyleCardCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
        setNeedsStatusBarAppearanceUpdate()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        (cell as? StyleCardCell)?.titleLabel.text = ["Bob", "Pixie", "Shag", "Lob", "Bangs", "Fade"][indexPath.item]
        return cell
    }
}
