import ViewTree

/// The seed's `MyAnimator`: the add-to-cart transition. Presenting, the product page is
/// snapshotted and hidden, the snapshot tilts back in 3-D perspective about its bottom edge while
/// the sheet slides up from below the container; dismissing reverses both, then shows the page
/// again and removes the snapshot.
public final class CartTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// Which half of the transition the animator performs (the seed's `type`).
    public enum Kind: String, Sendable {
        /// The seed's `.Present`.
        case present
        /// The seed's `.Dismiss`.
        case dismiss
    }

    /// The seed's duration: 0.5 s.
    public static let duration = 0.5
    /// The snapshot's anchor point: the middle of its bottom edge.
    public static let snapshotAnchorPoint = Point(x: 0.5, y: 1)
    /// The rotation about the x axis, in radians.
    public static let tiltAngle = 0.1
    /// The scale applied after the rotation: (0.85, 0.95, 1).
    public static let tiltScale = (x: 0.85, y: 0.95, z: 1.0)
    /// The perspective: m34 = -1 / 100.
    public static let perspectiveDistance = 100.0

    /// The snapshot's transform at the end of the presentation:
    /// `CATransform3DConcat(CATransform3DMakeRotation(0.1, 1, 0, 0), CATransform3DMakeScale(0.85, 0.95, 1))`
    /// followed by the projection with m34 = -1/100.
    ///
    /// The seed's slip: it writes `transform.m34 = -1 / 100.0` and then assigns the concatenated
    /// rotation and scale as a new transform (in a doubled assignment, `t = t = ...`, that Swift
    /// would not even compile), which throws the m34 away, so its tilt has no perspective at all.
    /// Here the perspective is concatenated last, after the rotation has moved the layer out of its
    /// plane, which is what makes it take effect (an m34 set on the rotated matrix itself would do
    /// nothing to points of the layer's plane).
    public static let tiltTransform = Transform3D(rotationAngle: tiltAngle, x: 1, y: 0, z: 0)
        .concatenating(Transform3D(scaleX: tiltScale.x, y: tiltScale.y, z: tiltScale.z))
        .withPerspective(distance: perspectiveDistance)

    /// The name given to the snapshot view (for dumps and timelines).
    public static let snapshotName = "snapshot"

    /// Present or dismiss.
    public let kind: Kind

    /// An animator for one half of the transition.
    public init(kind: Kind) {
        self.kind = kind
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        Self.duration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        switch kind {
        case .present: present(transitionContext)
        case .dismiss: dismiss(transitionContext)
        }
    }

    /// The seed's `present(transitionContext:)`. Its guards return without completing, as the
    /// seed's do; the simulation then reports the transition as never completed.
    private func present(_ context: TransitionContext) {
        guard let presentingController = context.viewController(forKey: .from) as? CartProductViewController,
              let presentedController = context.viewController(forKey: .to) as? CartSheetViewController else { return }
        let container = context.containerView
        guard let snapshot = presentingController.view.snapshotView(afterScreenUpdates: false) else { return }
        snapshot.name = Self.snapshotName
        presentingController.view.isHidden = true
        container.addSubview(snapshot)
        snapshot.layer.anchorPoint = Self.snapshotAnchorPoint
        snapshot.frame = presentingController.view.frame
        let sheet = presentedController.view
        sheet.frame = Rect(x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height)
        container.addSubview(sheet)
        View.animate(withDuration: transitionDuration(using: context), animations: {
            snapshot.layer.transform = Self.tiltTransform
            sheet.transform = AffineTransform(translationX: 0, y: -container.bounds.height)
        }, completion: { _ in
            context.completeTransition(true)
        })
    }

    /// The seed's `dismiss(transitionContext:)`: the snapshot is the container's second subview
    /// from the top (the sheet is the top one).
    private func dismiss(_ context: TransitionContext) {
        let container = context.containerView
        guard let sheetController = context.viewController(forKey: .from) as? CartSheetViewController,
              let productController = context.viewController(forKey: .to) as? CartProductViewController,
              container.subviews.count >= 2 else { return }
        let snapshot = container.subviews[container.subviews.count - 2]
        View.animate(withDuration: transitionDuration(using: context), animations: {
            snapshot.layer.transform = .identity
            sheetController.view.transform = .identity
        }, completion: { _ in
            productController.view.isHidden = false
            snapshot.removeFromSuperview()
            context.completeTransition(true)
        })
    }
}
