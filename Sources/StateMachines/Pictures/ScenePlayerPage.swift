import ViewTree

/// A scene's ticks as one self-contained web page (`viewsim play SCENE --format html`): the
/// pictures as inline SVG, a play/pause button, a scrubber with the time, a speed control, step
/// buttons, and beside the picture the tick's line of `viewsim play`'s text output. No network,
/// no external script: the page works from a file.
public struct ScenePlayerPage {
    /// One tick of the page.
    struct Frame {
        /// The tick (0 for the starting state).
        var tick: Int
        /// The simulated time in seconds.
        var time: Double
        /// The SVG picture of the window.
        var svg: String
        /// The tick's line of `viewsim play`'s text output.
        var facts: String
    }

    /// The page's heading, e.g. `salon`.
    public var title: String
    /// The script played, shown under the heading.
    public var script: String
    /// Ticks per second, for playing at the scene's own speed.
    public var framesPerSecond: Int
    /// What the scene's window reported while it played (e.g. a transition never completed),
    /// shown above the picture.
    public var presentationIssues: [PresentationIssue]
    /// The number of frames appended.
    public var frameCount: Int { frameRows.count }

    // Frames are stored compactly as they arrive (a long script has tens of thousands): each
    // picture as runs over the distinct lines of all pictures (see `LineRuns`), identical
    // pictures once, each frame as its JSON row pointing at its picture.
    private var lines = LineRuns()
    private var pictures = Numbering<[Int]>()
    private var frameRows: [String] = []

    /// An empty page; ``append(_:)`` adds the frames. Pages are made by
    /// ``recording(_:script:frameRate:)``; frames come only from a recording.
    init(title: String, script: String, framesPerSecond: Int, presentationIssues: [PresentationIssue] = []) {
        self.title = title
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.presentationIssues = presentationIssues
    }

    /// A page of `frames`.
    init(title: String, script: String, framesPerSecond: Int, frames: [Frame],
         presentationIssues: [PresentationIssue] = []) {
        self.init(title: title, script: script, framesPerSecond: framesPerSecond, presentationIssues: presentationIssues)
        for frame in frames { append(frame) }
    }

    /// Adds the next frame (frames are shown in the order appended).
    mutating func append(_ frame: Frame) {
        let number = pictures.number(of: lines.runs(of: Self.inlineSVG(frame.svg)))
        frameRows.append("[\(frame.tick),\(formatGeometry(frame.time)),\(number),\(Self.scriptString(frame.facts))]")
    }

    /// Plays `script` (the gesture script language of `viewsim play`) on `reel` at `frameRate`
    /// and draws every tick; throws where the script does not parse or the scene rejects a step.
    public static func recording(_ reel: SceneReel, script: String,
                                 frameRate: FrameRate = .default) throws(GestureScriptError) -> ScenePlayerPage {
        let parsed = try GestureScript(parsing: script)
        var page = ScenePlayerPage(title: reel.scene.name, script: script, framesPerSecond: frameRate.framesPerSecond)
        var window: Window?
        let renderer = SVGRenderer(options: ScenePictures.options(title: nil, backdrop: reel.backdrop))
        try reel.play(parsed, frameRate: frameRate) { stage in
            let clock = stage.clock
            page.append(Frame(tick: clock.tickIndex, time: clock.now, svg: renderer.render(stage.window), facts: stage.facts()))
            window = stage.window
        }
        page.presentationIssues = window?.presentationLog.entries ?? []
        return page
    }

    /// The page.
    public var html: String {
        let data = "{\"fps\":\(framesPerSecond),\n\"lines\":[\n"
            + lines.lines.map(Self.scriptString).joined(separator: ",\n")
            + "],\n\"pictures\":[\n"
            + pictures.values.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",\n")
            + "],\n\"frames\":[\n" + frameRows.joined(separator: ",\n") + "]}"
        let issues = presentationIssues.map { "<p class=\"issue\">" + Self.escapedText("\($0)") + "</p>\n" }.joined()
        // One pass over the template: a placeholder inside a filled-in value (a script may say
        // anything in a comment) is left as it is.
        return Self.template.fillingPlaceholders([
            ("{{TITLE}}", Self.escapedText("viewsim play \(title)")),
            ("{{HEADING}}", Self.escapedText(title)),
            ("{{SCRIPT}}", Self.escapedText(script)),
            ("{{ISSUES}}", issues),
            ("{{DATA}}", data),
        ])
    }

    /// The SVG without its XML declaration, as it goes inside HTML.
    static func inlineSVG(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: end)...])
    }

    /// A JSON string that is safe inside a `<script>` element (no `</` to end it early).
    static func scriptString(_ text: String) -> String {
        JSONNumber.quoted(text).replacingAll("</", with: "<\\/")
    }

    /// Text for HTML element content.
    static func escapedText(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    static let template = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>{{TITLE}}</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 16px; color: #1c1c1e; background: #fafafa; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        #script { font: 12px ui-monospace, Menlo, monospace; color: #555; margin: 0 0 12px; white-space: pre-wrap; }
        #controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
        #scrubber { width: 360px; }
        #clock { font: 13px ui-monospace, Menlo, monospace; min-width: 17em; }
        #stage { display: flex; gap: 16px; align-items: flex-start; }
        #picture { border: 1px solid #ccc; line-height: 0; flex: none; }
        #picture svg { max-height: 85vh; width: auto; }
        .issue { color: #b3261e; margin: 0 0 8px; }
        #facts { font: 12px ui-monospace, Menlo, monospace; white-space: pre-wrap; margin: 0; max-width: 60em; }
        </style>
        </head>
        <body>
        <h1>{{HEADING}}</h1>
        <p id="script">{{SCRIPT}}</p>
        {{ISSUES}}<div id="controls">
        <button id="play" type="button">Play</button>
        <button id="back" type="button" title="previous tick">&#9664;</button>
        <button id="forward" type="button" title="next tick">&#9654;</button>
        <input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="tick">
        <span id="clock"></span>
        <label>speed <select id="speed">
        <option value="0.1">0.1&#215;</option><option value="0.25">0.25&#215;</option>
        <option value="0.5">0.5&#215;</option><option value="1" selected>1&#215;</option>
        <option value="2">2&#215;</option>
        </select></label>
        </div>
        <div id="stage"><div id="picture"></div><pre id="facts"></pre></div>
        <script id="reel" type="application/json">{{DATA}}</script>
        <script>
        "use strict";
        (function () {
          const reel = JSON.parse(document.getElementById("reel").textContent);
          const frames = reel.frames, last = frames.length - 1;
          const picture = document.getElementById("picture"), facts = document.getElementById("facts");
          const scrubber = document.getElementById("scrubber"), clock = document.getElementById("clock");
          const playButton = document.getElementById("play"), speed = document.getElementById("speed");
          let shown = -1, shownPicture = -1, playing = false, startTime = 0, startIndex = 0;

          // A picture is runs of [first line, count] over the shared lines.
          function pictureText(index) {
            const runs = reel.pictures[index], parts = [];
            for (let k = 0; k < runs.length; k += 2) {
              for (let line = runs[k]; line < runs[k] + runs[k + 1]; line++) parts.push(reel.lines[line]);
            }
            return parts.join("\\n");
          }

          function show(index) {
            index = Math.max(0, Math.min(last, index));
            const [tick, time, pictureIndex, line] = frames[index];
            if (pictureIndex !== shownPicture) {
              picture.innerHTML = pictureText(pictureIndex);
              shownPicture = pictureIndex;
            }
            facts.textContent = line.split(" | ").join("\\n");
            scrubber.value = String(index);
            clock.textContent = "t = " + time.toFixed(3) + " s, tick " + tick + " of " + frames[last][0];
            shown = index;
          }

          function restartClock() {
            startTime = performance.now();
            startIndex = shown;
          }

          function setPlaying(on) {
            const wasPlaying = playing;
            playing = on;
            playButton.textContent = on ? "Pause" : "Play";
            if (on && !wasPlaying) {
              if (shown >= last) show(0);
              restartClock();
              requestAnimationFrame(step);
            }
          }

          function step() {
            if (!playing) return;
            // performance.now(), not the frame's timestamp, which may predate startTime.
            const elapsed = Math.max(0, performance.now() - startTime) / 1000 * Number(speed.value);
            const index = startIndex + Math.floor(elapsed * reel.fps);
            show(index);
            if (index >= last) { setPlaying(false); return; }
            requestAnimationFrame(step);
          }

          scrubber.max = String(last);
          scrubber.addEventListener("input", function () { setPlaying(false); show(Number(scrubber.value)); });
          playButton.addEventListener("click", function () { setPlaying(!playing); });
          document.getElementById("back").addEventListener("click", function () { setPlaying(false); show(shown - 1); });
          document.getElementById("forward").addEventListener("click", function () { setPlaying(false); show(shown + 1); });
          speed.addEventListener("change", restartClock);
          document.addEventListener("keydown", function (event) {
            // A focused control handles its own keys (the scrubber steps with the arrows, a
            // button clicks with space): acting here too would do it twice.
            if (event.target.closest && event.target.closest("input, select, button")) return;
            if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
            if (event.key === "ArrowLeft") { setPlaying(false); show(shown - 1); }
            if (event.key === "ArrowRight") { setPlaying(false); show(shown + 1); }
          });
          show(0);

          // With #selftest in the address, step through every frame and report on the page (for CI).
          if (location.hash === "#selftest") {
            const problems = [];
            for (let index = 0; index <= last; index++) {
              show(index);
              if (!picture.querySelector("svg")) problems.push("no picture at frame " + index);
              if (facts.textContent.length === 0) problems.push("no facts at frame " + index);
              if (Number(scrubber.value) !== index) problems.push("scrubber not at frame " + index);
            }
            show(0);
            // Then play: the frames must move on by themselves within 5 s and 30 animation
            // frames. Both count: a headless browser's virtual clock can run far ahead of the
            // animation frames it delivers in real time on a loaded machine.
            setPlaying(true);
            const started = performance.now();
            let animationFrames = 0;
            (function countFrames() { if (playing) { animationFrames++; requestAnimationFrame(countFrames); } })();
            const report = document.createElement("output");
            report.id = "selftest";
            (function check() {
              const waiting = performance.now() - started < 5000 || animationFrames < 30;
              if (last > 0 && shown === 0 && waiting && performance.now() - started < 600000) { setTimeout(check, 50); return; }
              if (last > 0 && shown === 0) problems.push("playing did not advance (" + animationFrames + " animation frames)");
              setPlaying(false);
              report.textContent = problems.length === 0 ? "selftest passed: " + frames.length + " frames, played to frame " + shown
                                                         : "selftest failed: " + problems.join("; ");
              document.body.appendChild(report);
            })();
          }
        })();
        </script>
        </body>
        </html>

        """
}

/// Texts stored as runs over a dictionary of their lines: the SVG renderer writes one element per
/// line and a scene moves few views from one tick to the next, so most of a picture's lines, in
/// long stretches, already occur in the picture before it (the photos page: 11.6 MB of pictures
/// are 2,101 distinct lines). Lines are numbered in the order first met.
struct LineRuns {
    // Keyed by copies: a substring key would keep its whole picture alive.
    private var numbering = Numbering<String>()

    /// The distinct lines, in the order first met.
    var lines: [String] { numbering.values }

    /// `text` as `[first, count, first, count, ...]`: the lines `first ..< first + count` of
    /// ``lines``, run after run, joined with newlines, give the text back.
    mutating func runs(of text: String) -> [Int] {
        var runs: [Int] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let number = numbering.number(of: String(line))
            if let count = runs.last, let first = runs.dropLast().last, first + count == number {
                runs[runs.count - 1] += 1
            } else {
                runs += [number, 1]
            }
        }
        return runs
    }
}

/// Numbers distinct values 0, 1, 2, ... in the order first met (a dictionary only answers
/// look-ups; its order never shows).
struct Numbering<Value: Hashable> {
    /// The distinct values, in the order first met.
    private(set) var values: [Value] = []
    private var numbers: [Value: Int] = [:]

    /// The number of `value`, given to it now if it is new.
    mutating func number(of value: Value) -> Int {
        if let known = numbers[value] { return known }
        numbers[value] = values.count
        values.append(value)
        return values.count - 1
    }
}

extension String {
    /// The template with each placeholder replaced, in the order given, each searched for only
    /// after the previous one: no filled-in value is searched (placeholders occur once each).
    func fillingPlaceholders(_ values: [(placeholder: String, value: String)]) -> String {
        let bytes = Array(utf8)
        var result: [UInt8] = []
        var position = 0
        for (placeholder, value) in values {
            guard let found = Self.firstIndex(of: Array(placeholder.utf8), in: bytes, from: position) else { continue }
            result += bytes[position..<found]
            result += value.utf8
            position = found + placeholder.utf8.count
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The string with every `target` replaced (byte-wise: StateMachines does without
    /// Foundation's `range(of:)`; targets are ASCII, so a match never splits a character).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        while let found = Self.firstIndex(of: pattern, in: bytes, from: position) {
            result += bytes[position..<found]
            result += replacement.utf8
            position = found + pattern.count
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `pattern` (not empty) first occurs in `bytes` at or after `start`.
    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
