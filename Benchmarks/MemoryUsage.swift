#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory, for `scroll.memory` and `nib.generated`: the current and the
/// peak resident set size, and a reset of the peak so a run can be measured on its own.
///
/// On Linux these come from `/proc/self/status` (`VmRSS`, `VmHWM`), and writing `5` to
/// `/proc/self/clear_refs` resets the peak to the current size. Elsewhere the peak is
/// `getrusage`'s `ru_maxrss`, which cannot be reset (``resetPeak()`` returns false).
enum MemoryUsage {
    /// Resident memory now, in bytes (nil when the system does not say).
    static func residentBytes() -> Int? {
        statusField("VmRSS:")
    }

    /// The peak resident memory since the process started or since the last ``resetPeak()``.
    static func peakResidentBytes() -> Int? {
        if let peak = statusField("VmHWM:") { return peak }
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss) * 1024  // kibibytes on Linux
        #endif
    }

    /// Makes the peak the current resident size, after handing the heap's free memory back to the
    /// system (so memory that earlier work freed does not count); returns whether it could.
    @discardableResult
    static func resetPeak() -> Bool {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        let written = fputs("5", file)
        return fclose(file) == 0 && written >= 0
    }

    /// Reports the peak resident memory (`peak_rss_mib`), and with the resident memory at the
    /// reset of the peak (`before`; nil when the peak could not be reset) `rss_before_mib` and
    /// `growth_mib`, else where the peak counts from.
    static func reportPeak(to recorder: TickRecorder, _ label: String, before: Int?) {
        guard let peak = peakResidentBytes() else {
            recorder.report(label, Parameter("peak_rss_mib", .text("unknown: the system reports no resident memory")))
            return
        }
        let mebibyte = 1_048_576.0
        recorder.report(label, Parameter("peak_rss_mib", .decimal(Double(peak) / mebibyte, digits: 1)))
        if let before {
            recorder.report(label, Parameter("rss_before_mib", .decimal(Double(before) / mebibyte, digits: 1)))
            recorder.report(label, Parameter("growth_mib", .decimal(Double(peak - before) / mebibyte, digits: 1)))
        } else {
            recorder.report(label, Parameter("peak_since", .text("process start (the peak could not be reset)")))
        }
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            let digits = text.dropFirst(name.count).filter { $0.isNumber }
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (declared in `malloc.h`, which the Glibc module does not import).
@_silgen_name("malloc_trim") private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
