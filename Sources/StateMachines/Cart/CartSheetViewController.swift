import Foundation
import ViewTree

/// The presented sheet of the add-to-cart seed (its `PresentedViewController`): its own
/// transitioning delegate, presented in the custom style, showing the cart image 120 points below
/// the top of the screen; a touch anywhere on it dismisses it.
public final class CartSheetViewController: ViewController, ViewControllerTransitioningDelegate {
    /// The cart image (the seed's `jd_add.jpg`).
    public let imageView = ImageView(image: Image(name: "jd_add.jpg", size: Size(width: 750, height: 1448)))

    /// The seed's gap above the image, in points.
    public static let topGap = 120.0

    /// A sheet named `sheet`.
    public init() {
        super.init(nibName: nil, bundle: nil)
        name = "sheet"
    }

    public required init?(coder: NSCoder) { return nil }

    /// As in the seed: the controller is its own transitioning delegate and asks for the custom
    /// style, here in viewDidLoad (which `present` runs before reading them).
    public override func viewDidLoad() {
        super.viewDidLoad()
        transitioningDelegate = self
        modalPresentationStyle = .custom
        imageView.name = "imageView"
        view.addSubview(imageView)
    }

    /// The seed's layout: the image spans the screen's width from 120 points down to the bottom.
    public override func viewDidLayoutSubviews() {
        let screen = screenBounds
        imageView.frame = Rect(x: 0, y: Self.topGap, width: screen.width, height: screen.height - Self.topGap)
    }

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        CartTransitionAnimator(kind: .present)
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        CartTransitionAnimator(kind: .dismiss)
    }
}
