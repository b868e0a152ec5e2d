// The toolchain declares a cross-import overlay for Swift Testing with UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): a file that imports both
// Testing and a module named UIKit makes the compiler import `_Testing_UIKit` too. On Apple
// platforms Swift Testing ships it (image attachments); on Linux it does not, so viewsim's UIKit
// brings this empty one, and a team's tests can import Testing and UIKit together.
