import Cassowary

/// Maps the engine's solver variables back to their view's item and frame component, by object
/// identity, with open addressing on the variable's address: a few instructions per lookup,
/// where a `Dictionary` would hash every key with SipHash.
struct VariableTable {
    private var keys: [UInt] = Array(repeating: 0, count: 64)  // 0 = empty, 1 = deleted
    private var items: [EngineItem?] = Array(repeating: nil, count: 64)
    private var components: [UInt8] = Array(repeating: 0, count: 64)
    private var used = 0  // live and deleted slots
    private var mask = 63
    /// The number of variables recorded.
    private(set) var count = 0

    @inline(__always)
    private static func key(_ variable: Variable) -> UInt {
        UInt(bitPattern: ObjectIdentifier(variable))
    }

    @inline(__always)
    private func start(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 20) & mask
    }

    /// The item and component of a variable the engine made, if any.
    @inline(__always)
    func lookup(_ variable: Variable) -> (item: EngineItem, component: Int)? {
        let key = Self.key(variable)
        var slot = start(key)
        while true {
            let k = keys[slot]
            if k == key { return (items[slot]!, Int(components[slot])) }
            if k == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Records a variable of an item.
    mutating func insert(_ variable: Variable, item: EngineItem, component: Int) {
        if (used + 1) * 4 > keys.count * 3 { grow() }
        let key = Self.key(variable)
        var slot = start(key)
        while keys[slot] > 1 { slot = (slot + 1) & mask }
        if keys[slot] == 0 { used += 1 }
        keys[slot] = key
        items[slot] = item
        components[slot] = UInt8(component)
        count += 1
    }

    /// Forgets a variable.
    mutating func remove(_ variable: Variable) {
        let key = Self.key(variable)
        var slot = start(key)
        while keys[slot] != 0 {
            if keys[slot] == key {
                keys[slot] = 1
                items[slot] = nil
                count -= 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldItems = items, oldComponents = components
        let capacity = keys.count * 2
        keys = Array(repeating: 0, count: capacity)
        items = Array(repeating: nil, count: capacity)
        components = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        used = 0
        for index in oldKeys.indices where oldKeys[index] > 1 {
            var slot = start(oldKeys[index])
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            items[slot] = oldItems[index]
            components[slot] = oldComponents[index]
            used += 1
        }
    }
}
