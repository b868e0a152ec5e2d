import ViewTree

/// A scene's ticks as one self-contained web page (`viewsim play SCENE --format html`): the
/// pictures as inline SVG, a play/pause button, a scrubber with the time, a speed control, step
/// buttons, and beside the picture the tick's line of `viewsim play`'s text output. No network,
/// no external script: the page works from a file.
public struct ScenePlayerPage {
    /// One tick of the page.
    public struct Frame {
        /// The tick (0 for the starting state).
        public var tick: Int
        /// The simulated time in seconds.
        public var time: Double
        /// The SVG picture of the window.
        public var svg: String
        /// The tick's line of `viewsim play`'s text output.
        public var facts: String

        /// A frame.
        public init(tick: Int, time: Double, svg: String, facts: String) {
            self.tick = tick
            self.time = time
            self.svg = svg
            self.facts = facts
        }
    }

    /// The page's heading, e.g. `salon`.
    public var title: String
    /// The script played, shown under the heading.
    public var script: String
    /// Ticks per second, for playing at the scene's own speed.
    public var framesPerSecond: Int
    /// The frames in tick order.
    public var frames: [Frame]
    /// What the scene's window reported while it played (e.g. a transition never completed),
    /// shown above the picture.
    public var presentationIssues: [PresentationIssue]

    /// A page of `frames`.
    public init(title: String, script: String, framesPerSecond: Int, frames: [Frame],
                presentationIssues: [PresentationIssue] = []) {
        self.title = title
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.frames = frames
        self.presentationIssues = presentationIssues
    }

    /// Plays `script` (the gesture script language of `viewsim play`) on `reel` at `frameRate`
    /// and draws every tick; throws where the script does not parse or the scene rejects a step.
    public static func recording(_ reel: SceneReel, script: String,
                                 frameRate: FrameRate = .default) throws(GestureScriptError) -> ScenePlayerPage {
        let parsed = try GestureScript(parsing: script)
        var frames: [Frame] = []
        var issues: [PresentationIssue] = []
        let renderer = SVGRenderer(options: ScenePictures.options(title: nil, backdrop: reel.backdrop))
        try reel.play(parsed, frameRate: frameRate) { stage in
            let clock = stage.clock
            frames.append(Frame(tick: clock.tickIndex, time: clock.now, svg: renderer.render(stage.window),
                                facts: stage.facts()))
            issues = stage.window.presentationLog.entries
        }
        return ScenePlayerPage(title: reel.scene.name, script: script, framesPerSecond: frameRate.framesPerSecond,
                               frames: frames, presentationIssues: issues)
    }

    /// The page. Pictures are stored as runs of lines (see ``LineRuns``); identical pictures (a
    /// scene at rest) are stored once.
    public var html: String {
        var lines = LineRuns()
        var pictures: [String] = []
        var pictureIndex: [String: Int] = [:]
        var frameRows: [String] = []
        for frame in frames {
            let svg = Self.inlineSVG(frame.svg)
            let index: Int
            if let known = pictureIndex[svg] {
                index = known
            } else {
                index = pictures.count
                pictureIndex[svg] = index
                pictures.append("[" + lines.runs(of: svg).map(String.init).joined(separator: ",") + "]")
            }
            frameRows.append("[\(frame.tick),\(formatGeometry(frame.time)),\(index),\(Self.scriptString(frame.facts))]")
        }
        let data = "{\"fps\":\(framesPerSecond),\n\"lines\":[\n"
            + lines.lines.map(Self.scriptString).joined(separator: ",\n")
            + "],\n\"pictures\":[\n" + pictures.joined(separator: ",\n")
            + "],\n\"frames\":[\n" + frameRows.joined(separator: ",\n") + "]}"
        return Self.template
            .replacingFirst("{{TITLE}}", with: Self.escapedText("viewsim play \(title)"))
            .replacingFirst("{{HEADING}}", with: Self.escapedText(title))
            .replacingFirst("{{SCRIPT}}", with: Self.escapedText(script))
            .replacingFirst("{{ISSUES}}", with: presentationIssues.map { "<p class=\"issue\">" + Self.escapedText("\($0)") + "</p>\n" }.joined())
            .replacingFirst("{{DATA}}", with: data)
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

          function setPlaying(on) {
            playing = on;
            playButton.textContent = on ? "Pause" : "Play";
            if (on) {
              if (shown >= last) show(0);
              startTime = performance.now();
              startIndex = shown;
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
          speed.addEventListener("change", function () { if (playing) setPlaying(true); });
          document.addEventListener("keydown", function (event) {
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
            // Then play: the frames must move on by themselves (checked for up to 5 s).
            setPlaying(true);
            const started = performance.now();
            const report = document.createElement("output");
            report.id = "selftest";
            (function check() {
              if (shown === 0 && performance.now() - started < 5000) { setTimeout(check, 50); return; }
              if (shown === 0) problems.push("playing did not advance");
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
    /// The distinct lines, in the order first met.
    private(set) var lines: [String] = []
    private var numbers: [Substring: Int] = [:]

    /// `text` as `[first, count, first, count, ...]`: the lines `first ..< first + count` of
    /// ``lines``, run after run, joined with newlines, give the text back.
    mutating func runs(of text: String) -> [Int] {
        var runs: [Int] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let number: Int
            if let known = numbers[line] {
                number = known
            } else {
                number = lines.count
                numbers[line] = number
                lines.append(String(line))
            }
            if let count = runs.last, let first = runs.dropLast().last, first + count == number {
                runs[runs.count - 1] += 1
            } else {
                runs += [number, 1]
            }
        }
        return runs
    }
}

extension String {
    /// The string with the first `target` replaced (the template's placeholders occur once).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        replacing(target, with: replacement, all: false)
    }

    /// The string with every `target` replaced.
    func replacingAll(_ target: String, with replacement: String) -> String {
        replacing(target, with: replacement, all: true)
    }

    /// Byte-wise search and replace (StateMachines does without Foundation's `range(of:)`); the
    /// targets are ASCII, so a match never splits a character.
    private func replacing(_ target: String, with replacement: String, all: Bool) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var replaced = false
        while index < bytes.count {
            if bytes[index] == first, !(replaced && !all), index + pattern.count <= bytes.count,
               bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(contentsOf: replacement.utf8)
                index += pattern.count
                replaced = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
