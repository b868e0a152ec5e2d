#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident memory, for `scroll.memory`: the current and the peak resident set size,
/// and a reset of the peak so a run can be measured on its own.
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
