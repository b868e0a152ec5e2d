import ViewTree

/// The seed's viewfinder over the centred cell: a 340 x 220 view holding two corner images, the
/// top-right one and a bottom-left one turned half a turn (the seed sets
/// `layer.transform.rotation.z = 3.14`, and so does this view: not quite π).
public final class SelectionFrameView: View {
    /// The frame's size: 340 x 220.
    public static let size = Size(width: 340, height: 220)
    /// The size of each corner image.
    public static let cornerSize = Size(width: 44, height: 44)

    /// The top-right corner bracket.
    public let topRightCorner = ImageView(image: Image(name: "selection-corner", size: SelectionFrameView.cornerSize))
    /// The bottom-left corner bracket (the same image rotated by 3.14 radians).
    public let bottomLeftCorner = ImageView(image: Image(name: "selection-corner", size: SelectionFrameView.cornerSize))

    /// A selection frame centred on `center`.
    public init(center: Point) {
        super.init(frame: Rect(x: center.x - Self.size.width / 2, y: center.y - Self.size.height / 2,
                               width: Self.size.width, height: Self.size.height))
        name = "selectionFrameView"
        topRightCorner.name = "topRightCorner"
        bottomLeftCorner.name = "bottomLeftCorner"
        topRightCorner.frame = Rect(x: Self.size.width - Self.cornerSize.width, y: 0,
                                    width: Self.cornerSize.width, height: Self.cornerSize.height)
        bottomLeftCorner.frame = Rect(x: 0, y: Self.size.height - Self.cornerSize.height,
                                      width: Self.cornerSize.width, height: Self.cornerSize.height)
        bottomLeftCorner.layer.transform = Transform3D(rotationAngle: 3.14, x: 0, y: 0, z: 1)
        addSubview(topRightCorner)
        addSubview(bottomLeftCorner)
    }
}
