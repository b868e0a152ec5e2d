import Foundation
import ViewTree

/// The seed's `ModalAnimationDelegate`: the browser's transitioning delegate and its animator in
/// one object, with a presenting flag (`isPresentAnimationing`) set by the delegate method UIKit
/// calls, which chooses the direction of `animateTransition(using:)`.
///
/// - Present (1.0 s, then a 0.5 s fade): an image view with the tapped photo starts at the
///   thumbnail's frame in the window and grows to the photo's full-screen frame; then the
///   transition completes, the browser fades in over 0.5 s and the moving image leaves.
/// - Dismiss (1.0 s): an image view with the visible photo starts at its frame in the window and
///   shrinks to its thumbnail's frame in the window while the browser fades out. When that
///   thumbnail is off screen (no cell), the grid first scrolls it to the vertical centre, without
///   animation, and lays out, so the cell exists (the fix the seed describes for its crash).
public final class PhotoTransitionAnimator: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
    /// The zoom's duration, both ways: 1.0 s.
    public static let zoomDuration = 1.0
    /// The browser's fade-in after the presentation completes: 0.5 s.
    public static let fadeInDuration = 0.5
    /// The name of the moving image view.
    public static let zoomImageName = "zoomImage"

    /// What the animator has done, for the scene's phase machine and the timeline.
    public enum Event: Equatable, Sendable {
        /// The zoom in toward the full-screen frame started.
        case zoomInStarted(item: Int, from: Rect, to: Rect)
        /// The zoom in ended; the transition is completed and the fade begins.
        case zoomInEnded(item: Int)
        /// The fade ended; the moving image left.
        case fadeInEnded(item: Int)
        /// The grid had no cell for the item and was scrolled to show it, to this offset.
        case gridScrolledToThumbnail(item: Int, contentOffset: Point)
        /// The zoom out toward the thumbnail started.
        case zoomOutStarted(item: Int, from: Rect, to: Rect)
        /// The zoom out ended; the transition is completed.
        case zoomOutEnded(item: Int)
    }

    /// The seed's `isPresentAnimationing`: true between the presentation's and the dismissal's
    /// requests for an animator.
    public private(set) var isPresenting = false
    /// Called with each event, in order.
    public var onEvent: ((Event) -> Void)?

    /// An animator, not presenting yet.
    public init() {}

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        isPresenting = true
        return self
    }

    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        isPresenting = false
        return self
    }

    public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
        Self.zoomDuration
    }

    public func animateTransition(using transitionContext: TransitionContext) {
        if isPresenting {
            presentViewAnimation(transitionContext)
        } else {
            dismissViewAnimation(transitionContext)
        }
    }

    /// The grid's collection view behind `controller` (the navigation controller UIKit reports as
    /// the presenter, whose top controller is the grid).
    private func gridCollectionView(of controller: ViewController?) -> CollectionView? {
        ((controller as? NavigationController)?.topViewController as? CollectionViewController)?.collectionView
    }

    /// The seed's `presentViewAnimation`. Its guards return without completing, as the seed's
    /// optional unwrapping would stop; the simulation then reports the transition as never completed.
    private func presentViewAnimation(_ context: TransitionContext) {
        guard let destinationView = context.view(forKey: .to) else { return }
        let containerView = context.containerView
        containerView.addSubview(destinationView)
        guard let destination = context.viewController(forKey: .to) as? PhotoBrowserViewController,
              let grid = gridCollectionView(of: context.viewController(forKey: .from)),
              let selectedCell = grid.cellForItem(at: destination.indexPath) as? PhotoCell,
              let window = containerView.window else { return }
        let item = destination.indexPath.item
        let animatedView = ImageView()
        animatedView.name = Self.zoomImageName
        animatedView.image = selectedCell.imageView.image
        animatedView.contentMode = .scaleAspectFill
        animatedView.clipsToBounds = true
        let originFrame = grid.convert(selectedCell.frame, to: window)
        animatedView.frame = originFrame
        containerView.addSubview(animatedView)
        let endFrame = PhotoGeometry.fullScreenFrame(for: selectedCell.imageView.image, screen: window.bounds)
        destinationView.alpha = 0
        onEvent?(.zoomInStarted(item: item, from: originFrame, to: endFrame))
        View.animate(withDuration: Self.zoomDuration, animations: {
            animatedView.frame = endFrame
        }, completion: { _ in
            context.completeTransition(true)
            self.onEvent?(.zoomInEnded(item: item))
            View.animate(withDuration: Self.fadeInDuration, animations: {
                destinationView.alpha = 1
            }, completion: { _ in
                animatedView.removeFromSuperview()
                self.onEvent?(.fadeInEnded(item: item))
            })
        })
    }

    /// The seed's `dismissViewAnimation`, with its fix for a thumbnail that is off screen.
    private func dismissViewAnimation(_ context: TransitionContext) {
        guard let transitionView = context.view(forKey: .from),
              let browser = context.viewController(forKey: .from) as? CollectionViewController,
              let grid = gridCollectionView(of: context.viewController(forKey: .to)),
              let window = context.containerView.window else { return }
        let presentView: CollectionView = browser.collectionView
        guard let dismissCell = presentView.visibleCells.first as? PhotoCell,
              let indexPath = presentView.indexPath(for: dismissCell) else { return }
        let animateImageView = ImageView()
        animateImageView.name = Self.zoomImageName
        animateImageView.contentMode = .scaleAspectFill
        animateImageView.clipsToBounds = true
        animateImageView.image = dismissCell.imageView.image
        // The seed uses the image view's frame in its cell as a window frame, which holds while
        // the page rests at the screen's left edge; converting says the same and stays right.
        let startFrame = dismissCell.imageView.convert(dismissCell.imageView.bounds, to: window)
        animateImageView.frame = startFrame
        context.containerView.addSubview(animateImageView)
        if grid.cellForItem(at: indexPath) == nil {
            grid.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            grid.layoutIfNeeded()
            onEvent?(.gridScrolledToThumbnail(item: indexPath.item, contentOffset: grid.contentOffset))
        }
        guard let originCell = grid.cellForItem(at: indexPath) else { return }
        let originFrame = grid.convert(originCell.frame, to: window)
        onEvent?(.zoomOutStarted(item: indexPath.item, from: startFrame, to: originFrame))
        View.animate(withDuration: Self.zoomDuration, animations: {
            animateImageView.frame = originFrame
            transitionView.alpha = 0
        }, completion: { _ in
            animateImageView.removeFromSuperview()
            context.completeTransition(true)
            self.onEvent?(.zoomOutEnded(item: indexPath.item))
        })
    }
}
