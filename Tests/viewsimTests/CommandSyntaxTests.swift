import Testing
@testable import viewsim
import StateMachines
import ViewTree

/// Options declared once: parsing, usage lines, help and messages come from the declarations.
/// These run in process, on the declarations and the commands' `parse` functions.
@Suite struct CommandSyntaxTests {
    enum Colour: String, CaseIterable { case red, green }

    static var colour: Option<Colour> { .choice("--colour", noun: "colour", help: [.red: "(default) red", .green: "green"]) }
    static var name: Option<String> { .text("--name", value: "NAME", hint: "a name", help: "the name") }
    static var loud: Option<Bool> { .flag("--loud", help: "shout") }

    static func syntax(takesWords: Bool = false) -> CommandSyntax {
        CommandSyntax(name: "demo", summary: "A demo", forms: [[.word("FILE"), .optional(colour), .required(name)]],
                      description: "Does nothing.",
                      groups: [.init(heading: "OPTIONS:", options: [colour.declaration, name.declaration, loud.declaration])],
                      exitStatuses: [(0, "done"), (2, "a usage error\nof some kind")], takesWords: takesWords)
    }

    static func error(_ arguments: [String], takesWords: Bool = false) -> String? {
        do {
            _ = try syntax(takesWords: takesWords).parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    static var shade: DefaultedOption<Colour> { .choice("--shade", noun: "shade", default: .green, help: [.red: "red", .green: "green"]) }

    /// An option's default is declared once: reading gives it when the option is not given, and
    /// the help marks that case.
    @Test func aDefaultIsDeclaredOnce() throws {
        let syntax = CommandSyntax(name: "demo", summary: "A demo", forms: [[.optional(Self.shade)]], description: "Does nothing.",
                                   groups: [.init(heading: "OPTIONS:", options: [Self.shade.declaration])],
                                   exitStatuses: [(0, "done")])
        #expect(try syntax.parse([String]()).value(Self.shade) == .green)
        #expect(try syntax.parse(["--shade", "red"]).value(Self.shade) == .red)
        #expect(syntax.help.contains("(default) green") && !syntax.help.contains("(default) red"))
        #expect(syntax.usage == "usage: viewsim demo [--shade red|green]")
    }

    @Test func readsValuesInBothSpellingsAndFlags() throws {
        let parsed = try Self.syntax().parse(["--colour", "green", "--name=a=b", "--loud"])
        #expect(parsed.value(Self.colour) == .green)
        #expect(parsed.value(Self.name) == "a=b")
        #expect(parsed.value(Self.loud) == true)
        #expect(parsed.names == ["--colour", "--name", "--loud"])
        let none = try Self.syntax().parse([String]())
        #expect(none.value(Self.colour) == nil && none.value(Self.loud) == nil)
    }

    @Test func aValueMayStartWithADash() throws {
        #expect(try Self.syntax().parse(["--name", "-x"]).value(Self.name) == "-x")
    }

    @Test func wordsAndTheEndOfOptions() throws {
        let parsed = try Self.syntax(takesWords: true).parse(["a", "-", "--loud", "--", "--colour"])
        #expect(parsed.words == ["a", "-", "--colour"])
        #expect(parsed.contains("--loud"))
        #expect(Self.error(["a"]) == "unknown argument 'a'; valid options: --colour, --name, --loud")
    }

    @Test func messagesNameTheArgumentAndWhatIsValid() {
        #expect(Self.error(["--colour", "blue"]) == "unknown colour 'blue'; valid colours: red, green")
        #expect(Self.error(["--colour"]) == "--colour needs a value: red, green")
        #expect(Self.error(["--name"]) == "--name needs a value: a name")
        #expect(Self.error(["--loud=yes"]) == "--loud takes no value")
        #expect(Self.error(["--loud", "--loud"]) == "--loud is given more than once")
        #expect(Self.error(["--name", "a", "--name=b"]) == "--name is given more than once")
        #expect(Self.error(["--size", "2"]) == "unknown argument '--size'; valid options: --colour, --name, --loud")
    }

    @Test func usageAndHelpComeFromTheDeclarations() {
        #expect(Self.syntax().usage == "usage: viewsim demo FILE [--colour red|green] --name NAME")
        #expect(Self.syntax().help == """
            USAGE: viewsim demo FILE [--colour red|green] --name NAME

            Does nothing.

            OPTIONS:
              --colour red        (default) red
              --colour green      green
              --name NAME         the name
              --loud              shout
              -h, --help          this help

            EXIT STATUS:
              0  done
              2  a usage error
                 of some kind
            """)
    }

    @Test func longLabelsGetALineOfTheirOwnAndLongTextIsWrapped() {
        let option = Option<String>.text("--a-very-long-option", value: "VALUE", help: Array(repeating: "word", count: 30).joined(separator: " "))
        let syntax = CommandSyntax(name: "demo", summary: "", forms: [[]], description: "",
                                   groups: [.init(heading: "OPTIONS:", options: [option.declaration])], exitStatuses: [])
        let lines = syntax.help.split(separator: "\n").map(String.init)
        #expect(lines.contains("  --a-very-long-option VALUE"))
        #expect(lines.allSatisfy { $0.count <= 98 })
        #expect(lines.filter { $0.hasPrefix(String(repeating: " ", count: 22) + "word") }.count == 2)  // 76 columns: 15 words a line
    }

    // MARK: - The commands

    @Test func solveTakesOneFileAndAFormat() throws {
        #expect(try SolveCommand.parse(["a.constraints", "--format=json"]) == ("a.constraints", .json))
        #expect(try SolveCommand.parse(["--", "-"]) == ("-", .text))
        #expect(throws: UsageError("more than one file given ('a' and 'b'); solve one file at a time")) {
            try SolveCommand.parse(["a", "b"])
        }
        #expect(throws: UsageError("missing FILE (a path, or - for standard input)")) { try SolveCommand.parse(["--format", "json"]) }
    }

    @Test func dumpChecksWhichOptionsGoTogether() throws {
        let cell = try DumpCommand.parse(["--state", "expanded", "--format", "json"])
        #expect(cell.state == .expanded && cell.format == .json && cell.scene == nil)
        let scene = try #require(try DumpCommand.parse(["--scene", "cart", "--at", "0.35", "--values", "model"]).scene)
        #expect(scene.scene == "cart" && scene.at == 0.35 && scene.values == .model && scene.script == nil)
        #expect(throws: UsageError("--at, --values need --scene SCENE (valid scenes: \(SceneCatalog.names))")) {
            try DumpCommand.parse(["--at", "1", "--values", "model"])
        }
        #expect(throws: UsageError("--at needs a time in seconds from 0 to 600, not '0x10'")) {
            try DumpCommand.parse(["--scene", "cart", "--at", "0x10"])
        }
    }

    @Test func playTakesTheScenesOwnOptions() throws {
        let options = try PlayCommand.parse(["dropin", "--animation", "fade", "--fps=60", "--out", "-"])
        #expect(options.scene.name == "dropin" && options.sceneOptions == ["animation": "fade"])
        #expect(options.frameRate == FrameRate(framesPerSecond: 60) && options.outputPath == nil)
        #expect(throws: UsageError("unknown argument '--animation'; valid options for cart: --script, --fps, --format, --out")) {
            try PlayCommand.parse(["cart", "--animation", "fade"])
        }
    }

    @Test func renderNeedsASceneForSceneOptions() throws {
        let options = try RenderCommand.parse(["--outline", "--out", "cell.svg"])
        #expect(options.showsOutlines && options.outputPath == "cell.svg" && options.reel == nil)
        #expect(throws: UsageError("--offset needs --scene SCENE (one of: \(SceneCatalog.names))")) {
            try RenderCommand.parse(["--offset", "1,2"])
        }
    }

    @Test func sceneOptionsAreSpelledAndWordedHere() {
        for scene in SceneCatalog.all {
            for option in scene.options {
                #expect(!SceneArguments.help(of: option, in: scene).isEmpty, "\(scene.name) \(option.key) has no help line")
            }
        }
        let offset = Point(x: -20, y: -20)
        let messages: [(SceneOptionError, String)] = [
            (.notTaken(scene: "cart", option: "animation"), "the scene 'cart' takes no option --animation"),
            (.unknownValue(option: "animation", value: "spin", validValues: ["rotate-and-slide", "fade"]),
             "unknown animation 'spin'; valid animations: rotate-and-slide, fade"),
            (.notAPoint(option: "offset", text: "1", example: offset),
             "--offset needs two numbers X,Y (e.g. -20,-20), found '1'"),
            (.pointTooLarge(option: "offset", text: "1e6,0", limit: 1e6, example: offset),
             "--offset needs X and Y below 1000000 points in magnitude (e.g. -20,-20), found '1e6,0'"),
            (.inapplicable(option: "offset", requiredOption: "animation", requiredValue: "rotate-and-slide", givenValue: "fade"),
             "--offset applies to --animation rotate-and-slide, not fade"),
        ]
        for (error, message) in messages { #expect(SceneArguments.message(for: error) == message) }
    }

    // MARK: - Help

    @Test func helpNamesACommandOrListsThemAll() {
        for command in CLI.commands {
            var viaHelp = Console()
            #expect(CLI.run(["help", command.name], console: &viaHelp) == ExitStatus.success)
            var viaOption = Console()
            #expect(CLI.run([command.name, "--help"], console: &viaOption) == ExitStatus.success)
            #expect(viaHelp.output == command.help + "\n" && viaOption.output == viaHelp.output)
            #expect(viaHelp.output.hasPrefix("USAGE: viewsim \(command.name)"))
        }
        var general = Console()
        #expect(CLI.run(["help"], console: &general) == ExitStatus.success)
        #expect(general.output.contains("Run `viewsim help COMMAND`"))
        var unknown = Console()
        #expect(CLI.run(["help", "paint"], console: &unknown) == ExitStatus.usage)
        #expect(unknown.error == "viewsim: unknown command 'paint'; valid commands: solve, dump, play, render, scenes, check\n")
    }
}
