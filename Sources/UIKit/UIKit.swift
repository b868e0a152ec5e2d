// UIKit's names over viewsim's engine, for UIKit code that compiles unchanged on Linux.
//
// An app keeps its `import UIKit` line and depends on this module only on Linux:
//
//     .product(name: "UIKit", package: "viewsim", condition: .when(platforms: [.linux]))
//
// The module re-exports Foundation (whose CGFloat, CGPoint, CGSize, CGRect and IndexPath viewsim
// uses throughout) and gives UIKit's UI-, NS- and CA-prefixed names to ViewTree's types. It does
// not re-export ViewTree, so an app's own `CollectionViewCell` or `ViewController` class never
// clashes with viewsim's. Everything here is a name, a signature or a default: the behaviour is
// ViewTree's.
@_exported import Foundation
import ViewTree

// MARK: - Views

/// `UIResponder`.
public typealias UIResponder = Responder
/// `UIView`.
public typealias UIView = View
/// `UIAccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// `UIWindow`.
public typealias UIWindow = Window
/// `UILabel`.
public typealias UILabel = Label
/// `UIImageView`.
public typealias UIImageView = ImageView
/// `UIImage`.
public typealias UIImage = Image
/// `UIStackView`.
public typealias UIStackView = StackView
/// `UIScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UIColor`.
public typealias UIColor = Color
/// `CGColor`: a colour is its own Core Graphics colour here (see `UIColor.cgColor`).
public typealias CGColor = Color
/// `UIFont`.
public typealias UIFont = Font
/// `CALayer`: a view's layer, a view over the view's own layer properties.
public typealias CALayer = Layer

// MARK: - Controls

/// `UIControl`.
public typealias UIControl = Control
/// `UIButton`.
public typealias UIButton = Button
/// `UISwitch`.
public typealias UISwitch = Switch
/// `UISlider`.
public typealias UISlider = Slider
/// `UIStepper`.
public typealias UIStepper = Stepper
/// `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIPageControl`.
public typealias UIPageControl = PageControl
/// `UIProgressView`.
public typealias UIProgressView = ProgressView
/// `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIColorWell`.
public typealias UIColorWell = ColorWell
/// `UITextField`.
public typealias UITextField = TextField
/// `UITextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UIRefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// `UITextView`.
public typealias UITextView = TextView
/// `UIDatePicker`.
public typealias UIDatePicker = DatePicker
/// `UIPickerView`.
public typealias UIPickerView = PickerView
/// `UISearchBar`.
public typealias UISearchBar = SearchBar
/// `UINavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UITabBar`.
public typealias UITabBar = TabBar
/// `UIToolbar`.
public typealias UIToolbar = Toolbar
/// `UIAction`: a control's closure-based action (`addAction(_:for:)`).
public typealias UIAction = Action

// MARK: - Collections and tables

/// `UICollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UIContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// `UIContentView`.
public typealias UIContentView = ContentView
/// `UIListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIListContentView`.
public typealias UIListContentView = ListContentView
/// `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewLayout`: here a protocol that layouts adopt (see ViewTree's
/// `CollectionViewLayout`); `UICollectionViewFlowLayout` is the built-in one.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = FlowLayout
/// `UICollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// `NSCollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutEnvironment` (a struct here, a protocol in UIKit: read it the same way).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `UITableView`.
public typealias UITableView = TableView
/// `UITableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewController`.
public typealias UITableViewController = TableViewController
/// `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// `UICollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// `UITableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

// MARK: - Auto Layout

/// `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = XAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = YAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = DimensionAnchor
/// `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}

extension LayoutPriority {
    /// `UILayoutPriority(_:)` with UIKit's `Float` value.
    public init(_ value: Float) { self.init(rawValue: Double(value)) }

    /// A priority `value` above another, as UIKit's `.defaultHigh + 1`.
    public static func + (priority: LayoutPriority, value: Float) -> LayoutPriority {
        LayoutPriority(rawValue: priority.rawValue + Double(value))
    }

    /// A priority `value` below another, as UIKit's `.required - 1`.
    public static func - (priority: LayoutPriority, value: Float) -> LayoutPriority {
        LayoutPriority(rawValue: priority.rawValue - Double(value))
    }
}

// MARK: - Controllers and transitions

/// `UIViewController`.
public typealias UIViewController = ViewController
/// `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIAlertController`.
public typealias UIAlertController = AlertController
/// `UIAlertAction`.
public typealias UIAlertAction = AlertAction
/// `UINavigationController`.
public typealias UINavigationController = NavigationController
/// `UITabBarController`.
public typealias UITabBarController = TabBarController
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UIViewControllerContextTransitioning`: the context an animator is given.
public typealias UIViewControllerContextTransitioning = TransitionContext
/// `UIStoryboard`.
public typealias UIStoryboard = Storyboard

// MARK: - Geometry

/// `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `CGVector` (Foundation on Linux has none).
public typealias CGVector = Vector
/// `CGAffineTransform` (Foundation on Linux has none).
public typealias CGAffineTransform = ViewTree.AffineTransform
/// `CATransform3D`, with UIKit's `m11`…`m44` fields.
public typealias CATransform3D = Transform3D

extension View {
    /// `UIView.ContentMode`.
    public typealias ContentMode = ViewTree.ContentMode
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = ViewTree.AutoresizingMask
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = ViewTree.AnimationOptions
}

extension Font {
    /// `UIFont.Weight`.
    public typealias Weight = FontWeight
}

extension CollectionView {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = ViewTree.ScrollDirection
}

// MARK: - Interface Builder, the Linux way

/// How a class declares its outlets where `@IBOutlet` cannot compile (see the README).
public typealias OutletConnectable = ViewTree.OutletConnectable
/// One outlet of an ``OutletConnectable`` class.
public typealias Outlet = ViewTree.Outlet

// MARK: - Traits

/// `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
/// `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = TraitCollection.UserInterfaceIdiom

// MARK: - Bars

/// `UINavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// How viewsim makes cells registered by class (a test harness registers the app's cell classes).
public typealias ReusableViewClasses = ViewTree.ReusableViewClasses

// MARK: - Touches

/// `UITouch`.
public typealias UITouch = Touch
/// `UIEvent`.
public typealias UIEvent = Event
/// `UIVisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// `UIVisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect`: a visual effect made with `UIBlurEffect(style:)`.
public typealias UIBlurEffect = VisualEffect
