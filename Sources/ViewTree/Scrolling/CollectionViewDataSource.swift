import Foundation

/// What a collection view's `dataSource` may be: a ``CollectionViewDataSource`` or, for a
/// ``TableView``, a ``TableViewDataSource``. UIKit names both properties `dataSource`; a table
/// view here is a collection view, so the one property takes either.
public protocol ItemsDataSource: AnyObject {}

/// What a ``CollectionView`` asks for its content (`UICollectionViewDataSource`).
public protocol CollectionViewDataSource: ItemsDataSource {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for an item; get it from
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// What a ``CollectionView`` tells its delegate besides scrolling (`UICollectionViewDelegate`).
/// Every method has a default (do nothing; `shouldSelectItemAt` answers true).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a tap may select the item.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Selecting another item deselected this one.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to appear for the item.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                        forItemAt indexPath: IndexPath)
    /// The cell stopped showing the item (it left the visible area or the data was reloaded).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                        forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
}

/// A delegate that also shapes a ``FlowLayout`` (`UICollectionViewDelegateFlowLayout`). Each
/// method is asked when the layout prepares (once per invalidation), with UIKit's types, so that
/// a delegate written for UIKit binds to them.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of an item (default: the flow layout's `itemSize`). A delegate that answers it
    /// gives items of their own sizes, flowed into lines as self-sized items are.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins of a section (default: the flow layout's `sectionInset`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The least distance between a section's lines (default: `minimumLineSpacing`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least distance between items in a section's lines (default: `minimumInteritemSpacing`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
    /// Answers ``FlowLayout/unansweredItemSize``, which tells the layout that the delegate does
    /// not size items (it then keeps the arithmetic of items of one size).
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        FlowLayout.unansweredItemSize
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayout)?.minimumLineSpacing ?? 10
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 10
    }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero
    }
}
