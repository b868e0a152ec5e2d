import Foundation

extension CollectionView {
    /// Registers how to make a new cell for `identifier` when its reuse queue is empty (the stand-in
    /// for registering a class or a nib). Registering again replaces the factory.
    public func register(forCellWithReuseIdentifier identifier: String,
                        makeCell: @escaping () -> CollectionViewCell) {
        cellFactories[identifier] = makeCell
    }

    /// A cell for `indexPath`: a recycled one from the queue of `identifier` (after its
    /// `prepareForReuse()`), or a new one from the registered factory. Call it from the data source's
    /// `collectionView(_:cellForItemAt:)`. An identifier that was never registered is a programming
    /// error and stops the program with a message naming it, as UIKit raises an exception.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reuseQueues[identifier]?.popLast() { // in place: no copy of the queue
            cell.prepareForReuse()
            return cell
        }
        guard let makeCell = cellFactories[identifier] else {
            let known = cellFactories.keys.sorted().joined(separator: ", ")
            preconditionFailure("could not dequeue a cell with identifier '\(identifier)' for \(indexPath): "
                                + "register it first with register(forCellWithReuseIdentifier:makeCell:) (registered: \(known))")
        }
        let cell = makeCell()
        cell.reuseIdentifier = identifier
        createdCellCount += 1
        return cell
    }

    /// The number of cells waiting in reuse queues.
    public var queuedCellCount: Int {
        reuseQueues.values.reduce(0) { $0 + $1.count }
    }

    /// Takes a cell off screen: the delegate hears `didEndDisplaying`, the cell is hidden (it stays a
    /// subview, as UIKit keeps reusable cells) and waits in its reuse queue.
    func recycle(_ item: VisibleItem) {
        notifyDidEndDisplaying(item.cell, at: item.indexPath)
        item.cell.isHidden = true
        item.cell.isSelected = false
        guard let identifier = item.cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(item.cell)
    }

    func recycleAllVisibleCells() {
        for item in visibleItems { recycle(item) }
        visibleItems.removeAll(keepingCapacity: true)
    }

    /// A cell from the data source for `attributes`, shown and placed.
    func makeVisibleItem(for attributes: CollectionViewLayoutAttributes) -> VisibleItem? {
        let indexPath = attributes.indexPath
        guard let cell = sourceCell(at: indexPath) else { return nil }
        if cell.superview !== self { addSubview(cell) }
        let attributes = measureIfNeeded(cell, for: attributes)
        apply(attributes, to: cell)
        cell.isSelected = isSelected(indexPath)
        notifyWillDisplay(cell, at: indexPath)
        cell.isHidden = attributes.isHidden
        return VisibleItem(attributes: attributes, cell: cell, indexPath: indexPath)
    }

    /// Places a cell as the layout says (`UICollectionReusableView.apply(_:)`).
    func apply(_ attributes: CollectionViewLayoutAttributes, to cell: CollectionViewCell) {
        var cellBounds = cell.bounds
        cellBounds.size = attributes.size
        cell.bounds = cellBounds
        cell.center = attributes.center
        cell.transform3D = attributes.transform3D
        cell.alpha = attributes.alpha
        cell.apply(attributes)
    }
}

/// How viewsim makes the cells an app registers by class (`register(MyCell.self,
/// forCellWithReuseIdentifier:)`). UIKit creates a cell from its class object with
/// `init(frame:)` through the Objective-C runtime; Swift on Linux can call only a `required`
/// initialiser through a class object, and UIKit subclasses do not declare `init(frame:)`
/// required. So a test harness tells viewsim once how to make each cell class of the app, and
/// the app's registration code stays as written. UIKit's own cell classes are known already.
/// Nibs registered for cells make their custom classes from here too.
public enum ReusableViewClasses {
    private static let makers = Locked<[ObjectIdentifier: @Sendable (Rect) -> View]>([
        ObjectIdentifier(CollectionViewCell.self): { CollectionViewCell(frame: $0) },
        ObjectIdentifier(TableViewCell.self): { TableViewCell(frame: $0) },
        ObjectIdentifier(CollectionViewListCell.self): { CollectionViewListCell(frame: $0) },
        ObjectIdentifier(CollectionReusableView.self): { CollectionReusableView(frame: $0) },
    ])
    /// The classes the app registered, for the `customClass` names of nibs.
    private static let registered = Locked(InterfaceBuilderClasses())

    /// Makes `type` known: a cell registered by this class is made by `make` with a zero frame,
    /// and a nib whose `customClass` names it makes it with `make`.
    public static func register<V: View>(_ type: V.Type, make: @escaping @Sendable (Rect) -> V) {
        makers.withLock { $0[ObjectIdentifier(type)] = make }
        registered.withLock { $0.register(type, make: make) }
    }

    /// The registered classes, for loading a nib (``Nib/init(contentsOf:classes:)``).
    public static var interfaceBuilderClasses: InterfaceBuilderClasses { registered.withLock { $0 } }

    /// A new instance of `type`, or nil when it was never registered.
    static func make(_ type: ObjectIdentifier) -> View? {
        makers.withLock { $0[type] }?(.zero)
    }

    /// A factory of cells of `cellClass` that stops with a message naming the fix when the class
    /// was not registered (as UIKit stops for a cell it cannot make).
    static func factory<Cell: View>(for cellClass: AnyClass, making _: Cell.Type) -> () -> Cell {
        let type = ObjectIdentifier(cellClass), name = String(describing: cellClass)
        return {
            guard let cell = make(type) as? Cell else {
                preconditionFailure("viewsim cannot make \(name) from its class without the Objective-C runtime: "
                                    + "tell it how once, with ReusableViewClasses.register(\(name).self) { \(name)(frame: $0) }")
            }
            return cell
        }
    }
}

extension CollectionView {
    /// Registers a cell class for `identifier` (UIKit's `register(_:forCellWithReuseIdentifier:)`);
    /// nil removes the registration. The class must be known to ``ReusableViewClasses``.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellFactories[identifier] = nil
            return
        }
        cellFactories[identifier] = ReusableViewClasses.factory(for: cellClass, making: CollectionViewCell.self)
    }
}

extension TableView {
    /// Registers a cell class for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)`);
    /// nil removes the registration. The class must be known to ``ReusableViewClasses``.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }
}

extension CollectionView {
    /// How to make and set up the cells of one kind (`UICollectionView.CellRegistration`): pass
    /// it to ``dequeueConfiguredReusableCell(using:for:item:)``, which registers it on first use
    /// and calls `handler` with each cell it hands out. A custom cell class must be known to
    /// ``ReusableViewClasses``, as for `register(_:forCellWithReuseIdentifier:)`.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Sets up a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration's cells are queued under.
        let reuseIdentifier: String
        let handler: Handler

        /// Creates a registration of `Cell`'s class.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self)#\(CellRegistrationCounter.next())"
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for `indexPath`, recycled or new, set up by its handler
    /// for `item` (`dequeueConfiguredReusableCell(using:for:item:)`).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                         item: Item?) -> Cell {
        let identifier = registration.reuseIdentifier
        if cellFactories[identifier] == nil {
            cellFactories[identifier] = ReusableViewClasses.factory(for: Cell.self, making: Cell.self)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            preconditionFailure("the cell queued for \(identifier) is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}

/// Numbers cell registrations, so that each has a reuse identifier of its own.
enum CellRegistrationCounter {
    private static let count = Locked(0)

    static func next() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }
}
