/// A spinning-wheel list of rows (`UIPickerView`). Only its size is modelled: its rows are not.
///
/// **Intrinsic size.** No width; 216 high, UIKit's default picker height since iOS 9 (the
/// corpus's one date picker whose height no constraint sets, toolsVersion 14490, is stored 216
/// tall between a top-pinned view and a tab bar). A constraint on the height wins over it, as
/// over any intrinsic size.
open class PickerView: View {
    /// The intrinsic height of a picker and of a date picker in its wheels style.
    public static let intrinsicHeight = 216.0

    /// No intrinsic width; ``intrinsicHeight`` high.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.intrinsicHeight)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("pickerView", make: PickerView.init(frame:), intrinsic: .height)
    }
}

/// A picker of dates and times (`UIDatePicker`) in its wheels style: as tall as a
/// ``PickerView``. Its columns are not modelled.
open class DatePicker: PickerView {
    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass("datePicker", make: DatePicker.init(frame:), intrinsic: .height)
    }
}
