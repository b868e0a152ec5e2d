import ViewTree

/// A scene of the ``SceneCatalog`` with its options, ready to be played tick by tick for pictures
/// (`viewsim render --scene`, the HTML player of `viewsim play --format html`): each visit sees
/// the scene's window and the tick's line of `viewsim play`'s text output.
public struct SceneReel: Sendable {
    /// The scene played.
    public let scene: SceneDescription
    /// The values of the scene's own options by key (e.g. `["animation": "fade"]` for `dropin`).
    public let sceneOptions: [String: String]

    /// A reel of `scene` with `options`; throws if the scene cannot use an option or its value.
    public init(scene: SceneDescription, options: [String: String] = [:]) throws(SceneOptionError) {
        // Building the scene once checks the options before anything is played.
        _ = try scene.makeScene(options: options)
        self.scene = scene
        sceneOptions = options
    }

    /// What the window is drawn on: the scene's backdrop.
    public var backdrop: Color { scene.backdrop }

    /// Builds the scene on a clock at `frameRate`, then calls `visit` for the starting state and
    /// after every tick: while `script` plays to its end, or, when `endTime` is given, up to the
    /// first tick at or after it (the script is cut there, or time runs on after it, as
    /// `viewsim dump --scene --at` does). Throws, before anything runs, the first step of the
    /// script the scene rejects.
    public func play(_ script: GestureScript, frameRate: FrameRate = .default, until endTime: Double? = nil,
                     visit: (SceneStage) -> Void) throws(GestureScriptError) {
        let clock = SimulationClock(frameRate: frameRate)
        let stage = makeStage(clock: clock)
        let player = try GesturePlayer(script: script, target: stage.scene)
        visit(stage)
        guard let endTime else {
            player.play { visit(stage) }
            return
        }
        clock.addFrameObserver(player, phase: .update)
        let last = clock.firstTick(atOrAfter: endTime)
        while clock.tickIndex < last {
            clock.advance()
            visit(stage)
        }
        clock.removeFrameObserver(player)
    }

    private func makeStage(clock: SimulationClock) -> SceneStage {
        // The options were checked by `init`, so building cannot fail here.
        guard let scene = try? scene.makeScene(clock: clock, options: sceneOptions) else {
            preconditionFailure("the options of scene '\(scene.name)' were checked when the reel was made")
        }
        return SceneStage(scene: scene)
    }
}

/// A scene being played: its window, and the facts of the current tick.
public struct SceneStage {
    /// The scene, which takes the gestures.
    public let scene: any PlayableScene

    init(scene: any PlayableScene) {
        self.scene = scene
    }

    /// The window the scene is in.
    public var window: Window { scene.window }

    /// The clock the scene runs on.
    public var clock: SimulationClock { scene.clock }

    /// The current tick's line of `viewsim play`'s text output; call it once per tick (it takes
    /// the tick's events).
    public func facts() -> String { SceneTimelineFormat.line(scene.tickRecord()) }
}
