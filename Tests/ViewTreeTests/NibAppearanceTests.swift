import Testing
@testable import ViewTree

/// User-defined runtime attributes (applied at load, as UIKit does; Xcode's canvas does not) and
/// colours in every form Xcode writes.
@Suite struct NibAppearanceTests {
    static func attributed(_ attributes: String) -> String {
        InterfaceBuilderReadingTests.xib("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <imageView id="corner"><rect key="frame" x="0.0" y="56" width="44" height="44"/>
                        <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
                    </imageView>
                </subviews>
            </view>
            """)
    }

    @Test func aRotationTurnsTheLayerAboutItsCentre() throws {
        let contents = try Nib(string: Self.attributed("""
            <userDefinedRuntimeAttribute type="number" keyPath="layer.transform.rotation.z"><real key="value" value="3.1400000000000001"/></userDefinedRuntimeAttribute>
            """)).load()
        let corner = try #require(contents.object(withID: "corner") as? View)
        #expect(corner.layer.transform == Transform3D(rotationAngle: 3.14, x: 0, y: 0, z: 1))
        #expect(corner.center == Point(x: 22, y: 78))
        #expect(corner.bounds.size == Size(width: 44, height: 44))
        #expect(contents.unappliedRuntimeAttributes.isEmpty)
    }

    @Test func modelledKeyPathsAreSetAndOthersKeptAndReported() throws {
        let contents = try Nib(string: Self.attributed("""
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
            <userDefinedRuntimeAttribute type="number" keyPath="alpha"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="backgroundColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="1.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Corner"/>
            <userDefinedRuntimeAttribute type="number" keyPath="transform.scale"><real key="value" value="2"/></userDefinedRuntimeAttribute>
            """)).load()
        let corner = try #require(contents.object(withID: "corner") as? View)
        #expect(corner.clipsToBounds)
        #expect(corner.alpha == 0.5)
        #expect(corner.backgroundColor == .red)
        #expect(corner.layer.transform == Transform3D(scaleX: 2, y: 2, z: 2))
        #expect(corner.layer.cornerRadius == 8)
        #expect(corner.layer.borderWidth == 1.5)
        #expect(contents.unappliedRuntimeAttributes.map(\.keyPath) == ["accessibilityHint"])
        #expect(contents.unappliedRuntimeAttributes[0].objectID == "corner")
        #expect(contents.unappliedRuntimeAttributes[0].value == .string("Corner"))
    }

    /// The shadow's opacity, radius and offset (a `size` attribute) are set; its colour takes a
    /// `CGColor` that IB's colour attribute cannot give, so it is reported, as is a size that
    /// does not read.
    @Test func shadowKeyPathsAreSet() throws {
        let contents = try Nib(string: Self.attributed("""
            <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity"><real key="value" value="0.25"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius"><integer key="value" value="6"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset"><size key="value" width="1" height="2.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.shadowColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset"><size key="value" width="wide" height="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="point" keyPath="layer.anchorPoint"><point key="value" x="0.5" y="1"/></userDefinedRuntimeAttribute>
            """)).load()
        let corner = try #require(contents.object(withID: "corner") as? View)
        #expect(corner.layer.shadowOpacity == 0.25)
        #expect(corner.layer.shadowRadius == 6)
        #expect(corner.layer.shadowOffset == Size(width: 1, height: 2.5))
        #expect(corner.layer.shadowColor == .black)
        #expect(contents.unappliedRuntimeAttributes.map(\.keyPath) == ["layer.shadowColor", "layer.shadowOffset", "layer.anchorPoint"])
        #expect(contents.unappliedRuntimeAttributes[1].value == .other(type: "size", text: ""))
        #expect(contents.unappliedRuntimeAttributes[2].value == .point(Point(x: 0.5, y: 1)))
    }

    @Test func theCanvasLayoutDoesNotApplyRuntimeAttributes() throws {
        // Xcode's canvas draws views without their runtime attributes; the stored frames are untransformed.
        let document = try InterfaceBuilderDocument.read(Array(Self.attributed("""
            <userDefinedRuntimeAttribute type="number" keyPath="layer.transform.rotation.z"><real key="value" value="1"/></userDefinedRuntimeAttribute>
            """).utf8))
        let layout = try InterfaceBuilderLayout(document: document)
        #expect(layout.roots[0].view.subviews[0].layer.transform.isIdentity)
    }

    static func colored(_ colors: String, resources: String = "", element: String = "label") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <objects>
            <\(element) id="v"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\(colors)</\(element)>
        </objects>
        <resources>\(resources)</resources>
        </document>
        """
    }

    static func view(_ text: String) throws -> View {
        try #require(try Nib(string: text).instantiate().first)
    }

    /// A label's `lineBreakMode` as IB writes it; no attribute keeps UIKit's default.
    @Test func labelsTakeTheirLineBreakMode() throws {
        func label(_ attribute: String) throws -> Label {
            let text = Self.colored("").replacingOccurrences(of: #"<label id="v">"#, with: #"<label id="v" \#(attribute)>"#)
            return try #require(try Self.view(text) as? Label)
        }
        #expect(try label(#"lineBreakMode="characterWrap""#).lineBreakMode == .byCharWrapping)
        #expect(try label(#"lineBreakMode="wordWrap""#).lineBreakMode == .byWordWrapping)
        #expect(try label(#"lineBreakMode="middleTruncation""#).lineBreakMode == .byTruncatingMiddle)
        #expect(try label(#"lineBreakMode="clip""#).lineBreakMode == .byClipping)
        #expect(try label("").lineBreakMode == .byTruncatingTail)
    }

    /// A label's text may be attributed (`attributedText`); a localizer's note beside it
    /// (`userComments`, an attributed string too) is not its text.
    @Test func labelsTakeTheirAttributedTextAndNotTheirComments() throws {
        func label(_ strings: String) throws -> Label {
            try #require(try Self.view(Self.colored(strings)) as? Label)
        }
        let comment = #"<attributedString key="userComments"><fragment content="Don't translate"/></attributedString>"#
        let attributed = #"<attributedString key="attributedText"><fragment content="Salon "/><fragment content="Élan"/></attributedString>"#
        #expect(try label(comment).text == nil)
        #expect(try label(comment + attributed).text == "Salon Élan")
    }

    @Test func componentsInEveryColourSpace() throws {
        let srgb = try Self.view(Self.colored(#"<color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="sRGB"/>"#))
        #expect(srgb.backgroundColor == Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
        let calibrated = try Self.view(Self.colored(#"<color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>"#))
        #expect(calibrated.backgroundColor == .blue)
        let white = try Self.view(Self.colored(#"<color key="backgroundColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>"#))
        #expect(white.backgroundColor == .lightGray)
        let gray = try Self.view(Self.colored(#"<color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#))
        #expect((gray as? Label)?.textColor == .black)
    }

    @Test func systemColoursFromTheDocumentsResourcesElseUIKitsLightValues() throws {
        let resource = try Self.view(Self.colored(#"<color key="backgroundColor" systemColor="systemGray6Color"/>"#, resources: """
            <systemColor name="systemGray6Color"><color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            """))
        #expect(resource.backgroundColor == Color(red: 0.94901960784313721, green: 0.94901960784313721, blue: 0.96862745098039216))
        let known = try Self.view(Self.colored(#"<color key="textColor" systemColor="secondaryLabelColor"/>"#))
        #expect((known as? Label)?.textColor == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
        let named = try Self.view(Self.colored(#"<color key="backgroundColor" cocoaTouchSystemColor="darkGrayColor"/>"#))
        #expect(named.backgroundColor?.name == "darkGray")
        let old = try Self.view(Self.colored(#"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#))
        #expect((old as? Label)?.textColor == .black)
    }

    @Test func assetColoursByNameWhenTheDocumentDefinesThem() throws {
        let defined = try Self.view(Self.colored(#"<color key="backgroundColor" name="AccentColor"/>"#, resources: """
            <namedColor name="AccentColor"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """))
        #expect(defined.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        let undefined = try Self.view(Self.colored(#"<color key="backgroundColor" name="BrandColor"/>"#))
        #expect(undefined.backgroundColor == nil)
    }

    @Test func tintColoursGoToControls() throws {
        let button = try Self.view(Self.colored(#"<color key="tintColor" systemColor="systemRedColor"/>"#, element: "button"))
        #expect((button as? Button)?.tintColor == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    }
}
