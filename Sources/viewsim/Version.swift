/// viewsim's version, as `viewsim --version` prints it and the SARIF log names the tool.
enum Version {
    static let current = "0.9.0"
}
