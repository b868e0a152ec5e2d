/// A spinning-wheel list of rows (`UIPickerView`). Only its size is modelled: its rows are not.
///
/// **Intrinsic size.** No width at run time; 216 high, UIKit's default picker height since iOS 9 (the
/// corpus's one date picker whose height no constraint sets, toolsVersion 14490, is stored 216
/// tall between a top-pinned view and a tab bar). A constraint on the height wins over it, as
/// over any intrinsic size.
///
/// **iOS 7 and 8.** A picker was only ever 162, 180 or 216 pt tall: any other height set on it
/// became the nearest of the three, around the same centre. Interface Builder documents saved
/// before Xcode 7 (toolsVersion 8xxx, iOS 9) are shown so (two pickers constrained 92 pt tall
/// are stored 162 tall on the same centres, unflagged). An iPhone's picker was 162 pt tall
/// then when nothing set its height, an iPad's 216: in the unseen files' repositories, nine
/// pickers of three repositories sized by their content alone are stored 162 tall on iPhone
/// canvases of before Xcode 7, two of an iPad-only xib 216. It was also 320 pt wide of its
/// own, on both: the five pickers and date pickers of those documents placed by their centre
/// alone with Xcode's flags saved (three documents of one repository, iPhone and iPad) are
/// stored 320 wide, unflagged, and another repository's, stored 480 wide about the same
/// centre, is flagged misplaced but not ambiguous (`sources-all.tsv` 05066, 05080, 05081; 01529).
///
/// **Xcode 7 to 11.** The canvas keeps the 320 pt width: the 5 pickers and date pickers placed
/// by their centre or another picker's edge alone, in 3 documents of 3 repositories
/// (toolsVersion 12121 to 14490: thirtieth set 38089, thirty-third set 41113 and 41128), are
/// stored 320 pt wide and none is flagged ambiguous; a stack only a date picker makes wide is
/// stored 320 wide too (nineteenth set 27025, 16097). A stack of two equal pickers that resist
/// compression at 749 beside a label is stored narrower (fifteenth set 23029, 12120). No document
/// of Xcode 12 on (iOS 14's date picker styles) has such a picker; that their canvas keeps no
/// width of its own is assumed, not measured.
open class PickerView: View {
    /// The intrinsic height of a picker and of a date picker in its wheels style.
    public static let intrinsicHeight = 216.0

    /// The intrinsic height of an iPhone's picker in iOS 7 and 8.
    static let preIOS9PhoneIntrinsicHeight = 162.0

    /// The intrinsic width of a picker on a canvas of before Xcode 12, on an iPhone and an iPad alike.
    static let canvasIntrinsicWidth = 320.0

    /// The width when no constraint sets one: none, or ``canvasIntrinsicWidth`` on a canvas of
    /// before Xcode 12.
    var defaultWidth = View.noIntrinsicMetric

    /// The height when no constraint sets one: ``intrinsicHeight``, or
    /// ``preIOS9PhoneIntrinsicHeight`` on an iPhone canvas of before Xcode 7.
    var defaultHeight = PickerView.intrinsicHeight

    /// The only heights of an iOS 7 or 8 picker.
    static let preIOS9Heights = [162.0, 180.0, 216.0]

    /// Whether heights snap to ``preIOS9Heights`` (an Interface Builder canvas of before Xcode 7).
    var hasPreIOS9Heights = false

    /// With ``hasPreIOS9Heights``, a height becomes the nearest of the three (the first on a tie).
    open override var bounds: Rect {
        get { super.bounds }
        set {
            var bounds = newValue
            if hasPreIOS9Heights, let nearest = Self.preIOS9Heights.min(by: { abs($0 - bounds.height) < abs($1 - bounds.height) }) {
                bounds.size.height = nearest
            }
            super.bounds = bounds
        }
    }

    /// No intrinsic width (320 pt on a canvas of before Xcode 12); ``intrinsicHeight`` high (162 pt
    /// on an iPhone canvas of before Xcode 7).
    open override var intrinsicContentSize: Size {
        Size(width: defaultWidth, height: defaultHeight)
    }

    // MARK: - Interface Builder

    override func configure(forInterfaceBuilderCanvas model: IBView, device: InterfaceBuilderDevice?) {
        super.configure(forInterfaceBuilderCanvas: model, device: device)
        hasPreIOS9Heights = model.toolsMajor < InterfaceBuilderDocument.xcode7ToolsMajor
        if Self.hasCanvasIntrinsicWidth(model) { defaultWidth = Self.canvasIntrinsicWidth }
        if hasPreIOS9Heights && device?.isPad != true { defaultHeight = Self.preIOS9PhoneIntrinsicHeight }
    }

    /// Whether a document's canvas gives pickers ``canvasIntrinsicWidth``: before Xcode 12.
    static func hasCanvasIntrinsicWidth(_ model: IBView) -> Bool {
        model.toolsMajor < InterfaceBuilderDocument.xcode12ToolsMajor
    }

    /// A picker's intrinsic dimensions in a document: its height, and before Xcode 12 its width.
    static let intrinsicDimensions = IBElementClass.IntrinsicDimensions.custom { model in
        (hasCanvasIntrinsicWidth(model), true)
    }

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("pickerView", make: PickerView.init(frame:), intrinsic: intrinsicDimensions)
    }
}

/// A picker of dates and times (`UIDatePicker`) in its wheels style: as tall as a
/// ``PickerView``. Its columns are not modelled.
open class DatePicker: PickerView {
    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("datePicker", make: DatePicker.init(frame:), intrinsic: intrinsicDimensions)
    }
}
