import Testing
import TestSupport

@testable import Cassowary

/// `IdentityMap` against a `Dictionary` keyed by `ObjectIdentifier` under random inserts,
/// overwrites and removals: the same answers for every key, a copy unaffected by changes to the
/// original, and a table that keeps its size while entries come and go.
@Suite struct IdentityMapTests {
    @Test func agreesWithADictionaryUnderRandomChanges() {
        let objects = (0..<300).map { Variable("v\($0)") }
        var map = IdentityMap<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        var random = SplitMix64(seed: 7)
        var snapshot: (map: IdentityMap<Int>, model: [ObjectIdentifier: Int])?
        for step in 0..<20_000 {
            let object = objects[random.int(in: 0...(objects.count - 1))]
            if random.int(in: 0...2) == 0 {
                map[object] = nil
                model[ObjectIdentifier(object)] = nil
            } else {
                map[object] = step
                model[ObjectIdentifier(object)] = step
            }
            if step == 10_000 { snapshot = (map, model) }
        }
        #expect(map.count == model.count)
        #expect(objects.allSatisfy { map[$0] == model[ObjectIdentifier($0)] })
        // The copy taken halfway still answers as the model did then.
        let (copy, copyModel) = snapshot!
        #expect(copy.count == copyModel.count)
        #expect(objects.allSatisfy { copy[$0] == copyModel[ObjectIdentifier($0)] })
    }

    @Test func churnKeepsTheTableSize() {
        let objects = (0..<64).map { Variable("v\($0)") }
        var map = IdentityMap<Int32>()
        for (index, object) in objects.enumerated() { map[object] = Int32(index) }
        // 20,000 short-lived keys, each added and removed once, 100 at a time, while 64 stay:
        // removed slots pile up and must be cleared, not make the table grow.
        let extra = (0..<20_000).map { Variable("e\($0)") }
        for start in stride(from: 0, to: extra.count, by: 100) {
            for object in extra[start..<(start + 100)] { map[object] = 1 }
            for object in extra[start..<(start + 100)] { map[object] = nil }
        }
        #expect(map.count == 64)
        #expect(objects.enumerated().allSatisfy { map[$1] == Int32($0) })
        #expect(map.slotCount <= 512)
    }
}
