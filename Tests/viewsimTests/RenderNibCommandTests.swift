import Foundation
import Testing

/// `viewsim render --nib FILE [--object ID]`, run as a subprocess on the documents in Fixtures/nib/.
@Suite struct RenderNibCommandTests {
    /// Without --object, a storyboard's initial scene is drawn (welcome.storyboard names its
    /// second scene initial), laid out as `dump --nib` lays it out.
    @Test func drawsTheInitialSceneByDefault() throws {
        let result = try CommandRunner.run(["render", "--nib", "nib/welcome.storyboard"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(result.output.contains("width=\"375\" height=\"667\""))
        #expect(result.output.contains("<title>nib/welcome.storyboard scene welcome-scene</title>"))
        #expect(result.output.contains("<g data-name=\"banner\" transform=\"translate(0 20)\">"))
    }

    /// --object takes a scene's, its view controller's or its view's id.
    @Test(arguments: ["settings-scene", "settings-vc", "settings-view"])
    func objectPicksAScene(id: String) throws {
        let result = try CommandRunner.run(["render", "--nib", "nib/welcome.storyboard", "--object", id])
        #expect(result.status == 0)
        #expect(result.output.contains("<title>nib/welcome.storyboard scene settings-scene</title>"))
        #expect(!result.output.contains("banner"))
    }

    @Test func anUnknownObjectListsTheValidIDs() throws {
        let result = try CommandRunner.run(["render", "--nib", "nib/welcome.storyboard", "--object", "nope"])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("viewsim render: error: no top-level view, scene or view controller has the id 'nope'; "
            + "valid ids: settings-scene (scene; view controller settings-vc, view settings-view), "
            + "welcome-scene (scene; view controller welcome-vc, view welcome-view)\n"))
        let xib = try CommandRunner.run(["render", "--nib", "nib/card.xib", "--object", "nope"])
        #expect(xib.error.contains("valid ids: card-root (view)\n"))
    }

    @Test func landscapeTurnsThePictureAndAppliesCompactHeightVariations() throws {
        let result = try CommandRunner.run(["render", "--nib", "nib/welcome.storyboard", "--orientation", "landscape"])
        #expect(result.status == 0)
        #expect(result.output.contains("width=\"667\" height=\"375\""))
        let dumped = try CommandRunner.run(["dump", "--nib", "nib/welcome.storyboard", "--orientation", "landscape"])
        // The banner's height constraint is 60 pt for compact height (a phone in landscape), 120 pt
        // otherwise; a phone in landscape shows no status bar (Xcode 9 and later), so it sits at the top.
        #expect(dumped.output.contains("<View; name = banner; frame = (0 0; 667 60); layer = <CALayer>>"))
        let portrait = try CommandRunner.run(["dump", "--nib", "nib/welcome.storyboard"])
        #expect(portrait.output.contains("<View; name = banner; frame = (0 20; 375 120); layer = <CALayer>>"))
    }

    @Test func aBrokenConstraintIsOutlinedAndExitsWithOne() throws {
        let result = try CommandRunner.run(["render", "--nib", "nib/conflict.xib", "--outline"])
        #expect(result.status == 1)
        #expect(result.output.contains("data-outline=\"box\" stroke=\"#ff3b30\""))
        #expect(result.error.hasPrefix("Unable to simultaneously satisfy constraints."))
    }

    @Test func anUnreadableDocumentIsReportedAtItsLine() throws {
        let result = try CommandRunner.run(["render", "--nib", "nib/cocoa.xib"])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("nib/cocoa.xib:2: error: 'com.apple.InterfaceBuilder3.Cocoa.XIB' is a macOS (Cocoa) document"))
    }

    @Test func nibOptionsNeedANibAndSceneOptionsRefuseIt() throws {
        let object = try CommandRunner.run(["render", "--object", "x"])
        #expect(object.status == 2)
        #expect(object.error.hasPrefix("viewsim render: error: --object needs --nib FILE"))
        let mixed = try CommandRunner.run(["render", "--nib", "nib/card.xib", "--state", "expanded"])
        #expect(mixed.status == 2)
        #expect(mixed.error.hasPrefix("viewsim render: error: --state cannot be combined with --nib"))
    }
}
