/// A map from objects to values by object identity: open addressing on the object's address, a
/// few instructions a lookup, where a `Dictionary` keyed by `ObjectIdentifier` hashes every key
/// with SipHash. The solver finds its variables' symbols and its constraints' records with it,
/// and ViewTree its variables' views.
///
/// The map holds no reference to its keys: an entry must be removed before its key object is
/// freed (another object could later get the same address). It has no iteration, so nothing can
/// depend on an order of addresses. Inlinable, so that other modules use it specialised.
public struct IdentityMap<Value> {
    /// Key addresses; 0 marks an empty slot and 1 a removed one.
    @usableFromInline var keys: [UInt]
    @usableFromInline var values: [Value?]
    /// Live and removed slots.
    @usableFromInline var used = 0
    @usableFromInline var mask: Int
    @usableFromInline var storedCount = 0

    /// The number of entries.
    @inlinable public var count: Int { storedCount }

    /// The table's size (for tests: churn must not grow it).
    var slotCount: Int { keys.count }

    /// An empty map with room for `minimumCapacity` entries before it grows.
    @inlinable
    public init(minimumCapacity: Int = 6) {
        var size = 8
        while size * 3 < minimumCapacity * 4 { size *= 2 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
    }

    @inlinable @inline(__always)
    static func address(_ object: AnyObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(object))
    }

    /// The first slot to probe: the top bits of a multiplicative hash of the address (its low
    /// bits are alignment, and a product's high bits mix all of the key's).
    @inlinable @inline(__always)
    func start(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value for `key`, if it has one; setting `nil` removes the entry.
    @inlinable
    public subscript(key: AnyObject) -> Value? {
        @inline(__always) get {
            let key = Self.address(key)
            var slot = start(key)
            while true {
                let k = keys[slot]
                if k == key { return values[slot] }
                if k == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
        set {
            if let newValue { insert(Self.address(key), newValue) } else { remove(Self.address(key)) }
        }
    }

    /// Makes room for `capacity` entries in all, so that adding up to that many does not rehash.
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        // Removed slots count against the load, as they do when adding.
        if (used + Swift.max(0, capacity - storedCount)) * 4 > keys.count * 3 { rehash(toFit: capacity) }
    }

    @inlinable
    mutating func insert(_ key: UInt, _ value: Value) {
        var slot = start(key)
        var free = -1
        while keys[slot] != 0 {
            if keys[slot] == key {
                values[slot] = value
                return
            }
            if keys[slot] == 1 && free < 0 { free = slot }
            slot = (slot + 1) & mask
        }
        if free < 0 {
            if (used + 1) * 4 > keys.count * 3 {
                rehash(toFit: storedCount + 1)
                return insert(key, value)
            }
            free = slot
            used += 1
        }
        keys[free] = key
        values[free] = value
        storedCount += 1
    }

    @inlinable
    mutating func remove(_ key: UInt) {
        var slot = start(key)
        while keys[slot] != 0 {
            if keys[slot] == key {
                keys[slot] = 1
                values[slot] = nil
                storedCount -= 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Rebuilds the table without removed slots, at a size that fits `capacity` entries at most
    /// three quarters full, and at least twice the live entries: a map whose entries come and go
    /// keeps its size instead of growing with every rebuild.
    @inlinable
    mutating func rehash(toFit capacity: Int) {
        var size = 8
        while size * 3 < Swift.max(capacity, 2 * storedCount) * 4 { size *= 2 }
        let oldKeys = keys
        var oldValues = values  // unique once `values` is replaced: its values move, not copy
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
        used = 0
        for index in oldKeys.indices where oldKeys[index] > 1 {
            var slot = start(oldKeys[index])
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index].take()
            used += 1
        }
    }
}
