import Foundation

/// A bitmap known by its name and size in points (stands in for `UIImage`; no pixels).
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The asset name.
    public var name: String
    /// The size in points.
    public var size: Size

    /// Creates an image of a size.
    public init(name: String, size: Size) {
        self.name = name
        self.size = size
    }

    /// `name (width x height)`.
    public var description: String { "\(name) (\(formatGeometry(size.width)) x \(formatGeometry(size.height)))" }
}

/// How a view places its content in its bounds (`UIView.ContentMode`).
public enum ContentMode: String, Sendable, CaseIterable {
    /// Stretches the content to fill the bounds (may distort).
    case scaleToFill
    /// Scales the content uniformly to fit inside the bounds (letterboxed, centred).
    case scaleAspectFit
    /// Scales the content uniformly to cover the bounds (cropped when clipping, centred).
    case scaleAspectFill
    /// Keeps the content's size, centred.
    case center
    /// Keeps the size; top edge centred.
    case top
    /// Keeps the size; bottom edge centred.
    case bottom
    /// Keeps the size; left edge centred.
    case left
    /// Keeps the size; right edge centred.
    case right
    /// Keeps the size; top-left corner.
    case topLeft
    /// Keeps the size; top-right corner.
    case topRight
    /// Keeps the size; bottom-left corner.
    case bottomLeft
    /// Keeps the size; bottom-right corner.
    case bottomRight

    /// Where content of `contentSize` goes in `bounds`.
    public func rect(forContentOfSize contentSize: Size, in bounds: Rect) -> Rect {
        let b = bounds.standardized
        let w = contentSize.width, h = contentSize.height
        switch self {
        case .scaleToFill:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return Rect(origin: Point(x: b.midX, y: b.midY), size: .zero) }
            let sx = b.width / w, sy = b.height / h
            let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = Size(width: w * scale, height: h * scale)
            return Rect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        case .center: return Rect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .top: return Rect(x: b.midX - w / 2, y: b.minY, width: w, height: h)
        case .bottom: return Rect(x: b.midX - w / 2, y: b.maxY - h, width: w, height: h)
        case .left: return Rect(x: b.minX, y: b.midY - h / 2, width: w, height: h)
        case .right: return Rect(x: b.maxX - w, y: b.midY - h / 2, width: w, height: h)
        case .topLeft: return Rect(x: b.minX, y: b.minY, width: w, height: h)
        case .topRight: return Rect(x: b.maxX - w, y: b.minY, width: w, height: h)
        case .bottomLeft: return Rect(x: b.minX, y: b.maxY - h, width: w, height: h)
        case .bottomRight: return Rect(x: b.maxX - w, y: b.maxY - h, width: w, height: h)
        }
    }
}

/// A view that shows an image (`UIImageView`); its intrinsic content size is the image's size.
open class ImageView: View {
    /// The image, `nil` for none.
    open var image: Image? {
        didSet {
            if image != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }

    /// How the image is placed in the bounds (UIKit's default for views: scale to fill).
    open var contentMode: ContentMode = .scaleToFill

    override var defaultAccessibilityTraits: AccessibilityTraits { .image }

    /// Creates an image view with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates an image view as large as its image (as `UIImageView(image:)`).
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public required init?(coder: NSCoder) { return nil }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (as UIKit's `sizeThatFits` for image views).
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// Where the image is drawn in the view's bounds under ``contentMode`` (`nil` without an image).
    public var imageRect: Rect? {
        guard let image else { return nil }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }

    // MARK: - Interface Builder

    override class var interfaceBuilderClass: IBElementClass? {
        IBElementClass(
            "imageView",
            make: ImageView.init(frame:),
            intrinsic: .custom { model in (model.imageName != nil, model.imageName != nil) }
        )
    }

    override func configure(fromInterfaceBuilder model: IBView) {
        super.configure(fromInterfaceBuilder: model)
        if let name = model.imageName, let size = model.imageSize { image = Image(name: name, size: size) }
        if let mode = ContentMode(rawValue: model.attributes["contentMode"] ?? "") { contentMode = mode }
    }
}
