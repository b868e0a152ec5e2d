#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(BenchmarkMain.run(Array(CommandLine.arguments.dropFirst())))
