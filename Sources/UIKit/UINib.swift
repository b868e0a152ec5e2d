import ViewTree

/// `UINib`: a nib found by name, read from its `.xib` (viewsim reads Interface Builder's XML,
/// not compiled `.nib` files). The file is `NAME.xib` in `bundle` (for a package's resources,
/// `Bundle.module`, with the xib declared `.copy`), else in the main bundle. Its `customClass`
/// names are made from ``ReusableViewClasses``.
///
/// As UIKit's, a nib that cannot be loaded stops the program when it is used, with a message
/// naming the file and the reason.
public final class UINib {
    /// The nib's name.
    public let nibName: String
    private let bundle: Bundle?
    private var loaded: Nib?

    /// A nib named `name` in `bundle` (nil: the main bundle).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// The `.xib` file of the nib, if there is one.
    public var url: URL? {
        for bundle in [bundle, Bundle.main].compactMap({ $0 }) {
            if let url = bundle.url(forResource: nibName, withExtension: "xib") { return url }
        }
        return nil
    }

    /// The nib, read once.
    private func nib() -> Nib {
        if let loaded { return loaded }
        guard let url else {
            preconditionFailure("could not load the nib '\(nibName)': no \(nibName).xib in the bundle "
                                + "(declare it a resource with .copy and pass Bundle.module)")
        }
        do {
            let nib = try Nib(contentsOf: url, classes: ReusableViewClasses.interfaceBuilderClasses)
            loaded = nib
            return nib
        } catch {
            preconditionFailure("could not load the nib '\(nibName)': \(error)")
        }
    }

    /// The nib's top-level views, new, with the owner's outlets connected.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
        do {
            return try nib().instantiate(withOwner: ownerOrNil.map { $0 as AnyObject })
        } catch {
            preconditionFailure("could not instantiate the nib '\(nibName)': \(error)")
        }
    }

    /// The nib's one top-level cell, new (UIKit's rule for a nib registered for cells).
    func makeCell<Cell: View>(_: Cell.Type) -> Cell {
        let objects = instantiate(withOwner: nil)
        guard objects.count == 1, let cell = objects[0] as? Cell else {
            preconditionFailure("invalid nib '\(nibName)' registered for cells: it must contain exactly one "
                                + "top-level object, a \(Cell.self)")
        }
        return cell
    }
}

extension CollectionView {
    /// Registers a nib whose one top-level object is the cell (`register(_:forCellWithReuseIdentifier:)`);
    /// nil removes the registration.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
            return
        }
        register(forCellWithReuseIdentifier: identifier) { nib.makeCell(CollectionViewCell.self) }
    }
}

extension TableView {
    /// Registers a nib whose one top-level object is the cell (`register(_:forCellReuseIdentifier:)`);
    /// nil removes the registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        // Interface Builder's table cells load as cells; a `customClass` subclass of
        // UITableViewCell (registered in ReusableViewClasses) is what a table dequeues.
        register(nib, forCellWithReuseIdentifier: identifier)
    }
}
