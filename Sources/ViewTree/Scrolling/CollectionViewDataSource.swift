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

/// A delegate that also shapes a ``FlowLayout`` (`UICollectionViewDelegateFlowLayout`).
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The margins of a section (default: the flow layout's `sectionInset`).
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero
    }
}
