import ViewTree

/// The seed's viewfinder over the centred cell: a 340 x 220 view holding two corner images, the
/// top-right one and a bottom-left one turned half a turn (the seed sets the user-defined runtime
/// attribute `layer.transform.rotation.z = 3.14` in `Main.storyboard`: not quite π). Its views,
/// size and constraints come from the storyboard.
public final class SelectionFrameView: View, OutletConnectable {
    /// The top-right corner bracket.
    public private(set) var topRightCorner: ImageView!
    /// The bottom-left corner bracket (the same image rotated by 3.14 radians).
    public private(set) var bottomLeftCorner: ImageView!

    /// The outlets the storyboard connects.
    public static var outlets: [String: Outlet] {
        ["topRightCorner": Outlet(\SelectionFrameView.topRightCorner),
         "bottomLeftCorner": Outlet(\SelectionFrameView.bottomLeftCorner)]
    }
}

/// The seed's screen controller as its storyboard describes it (`ViewController` in the seed):
/// the collection view and the selection frame, connected by name. ``SalonSelectorScene`` runs
/// the screen's behaviour.
public final class SalonSelectorViewController: ViewController, OutletConnectable {
    /// The collection view of salons.
    public private(set) var collectionView: CollectionView!
    /// The viewfinder over the centred cell.
    public private(set) var selectionFrameView: SelectionFrameView!

    /// The outlets the storyboard connects.
    public static var outlets: [String: Outlet] {
        ["collectionView": Outlet(\SalonSelectorViewController.collectionView),
         "selectionFrameView": Outlet(\SalonSelectorViewController.selectionFrameView)]
    }

    /// The seed's `Main.storyboard`, read once.
    public static let storyboard: Storyboard = {
        var classes = InterfaceBuilderClasses()
        classes.register(SalonSelectorViewController.self) { SalonSelectorViewController() }
        classes.register(SelectionFrameView.self) { SelectionFrameView(frame: $0) }
        return SeedResources.storyboard(named: "Main", classes: classes)
    }()

    /// A new instance of the storyboard's initial view controller.
    public static func instantiate() -> SalonSelectorViewController {
        do {
            guard let controller = try storyboard.instantiateInitialViewController() as? SalonSelectorViewController else {
                preconditionFailure("Main.storyboard's initial view controller is not a SalonSelectorViewController")
            }
            return controller
        } catch {
            preconditionFailure("Main.storyboard:\(error)")
        }
    }
}
