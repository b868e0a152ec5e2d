import Foundation

/// A controller whose view is a collection view it feeds and hears from
/// (`UICollectionViewController`): it is the collection view's data source and delegate, with
/// UIKit's defaults (one section of no items); subclasses override the methods they need.
open class CollectionViewController: ScrollViewOwningController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is created with.
    public let collectionViewLayout: any CollectionViewLayout

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: any CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The collection view (the controller's view, loaded on first access). Implicitly unwrapped,
    /// as UIKit declares it, so that `collectionView!` and `collectionView?` in app code compile;
    /// it is never nil.
    public var collectionView: CollectionView! { installedView() }

    /// Creates a collection view as large as the screen with the layout, fed by this controller.
    open override func loadView() {
        let collectionView = CollectionView(frame: screenBounds, collectionViewLayout: collectionViewLayout)
        view = collectionView
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    // MARK: - Data source (override)

    /// One section (UIKit's default).
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items until a subclass says otherwise.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that reports items must override this (UIKit raises an exception otherwise).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        preconditionFailure("\(typeName) reports items but does not override collectionView(_:cellForItemAt:)")
    }

    // MARK: - Delegate (override what you need)

    // Each answers as UIKit's defaults do: selection is allowed, every notification is ignored.

    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
}
