import Foundation
import ViewTree

/// The presenting screen of the add-to-cart seed (its `ViewController`): a product page with an
/// "add to cart" button that presents the sheet.
///
/// The seed shows the page only in its animation; its layout is decided here, for a 390 x 844
/// screen: a square product photo at the top, a title and a price under it, and the button in the
/// bottom right corner, 195 x 60 points.
public final class CartProductViewController: ViewController {
    /// The product photo.
    public let productImageView = ImageView(image: Image(name: "jd_product.jpg", size: Size(width: 750, height: 750)))
    /// The product's title.
    public let titleLabel = Label(name: "titleLabel", text: "Wireless noise-cancelling headphones")
    /// The price.
    public let priceLabel = Label(name: "priceLabel", text: "¥1,299.00")
    /// The button that presents the sheet (the seed's `@IBAction func present()`).
    public let addToCartButton = View(name: "addToCartButton")
    /// The button's caption.
    public let addToCartLabel = Label(name: "addToCartLabel", text: "Add to cart")

    /// A product page named `product`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        name = "product"
    }

    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        productImageView.name = "productImageView"
        productImageView.contentMode = .scaleAspectFill
        productImageView.clipsToBounds = true
        addToCartButton.backgroundColor = .red
        addToCartLabel.textColor = .white
        addToCartLabel.textAlignment = .center
        for subview in [productImageView, titleLabel, priceLabel, addToCartButton] { view.addSubview(subview) }
        addToCartButton.addSubview(addToCartLabel)
    }

    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        productImageView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.width)
        titleLabel.frame = Rect(x: 16, y: bounds.width + 16, width: bounds.width - 32, height: 24)
        priceLabel.frame = Rect(x: 16, y: bounds.width + 48, width: bounds.width - 32, height: 24)
        addToCartButton.frame = Rect(x: bounds.width / 2, y: bounds.height - 60, width: bounds.width / 2, height: 60)
        addToCartLabel.frame = addToCartButton.bounds
    }
}
