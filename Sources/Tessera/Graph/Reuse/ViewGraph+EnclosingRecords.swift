import Foundation

/// Records inside a subtree copied whole are not updated one by one: a selection frame copies
/// hundreds of unchanged rows, each holding several recorded cards, and the cards' records would
/// cost a table update each. Instead each record names the recorded view whose `body` made it
/// (`EnclosingRecordLink`), with where that view stood when the record's marks were right. As
/// long as that view was only ever copied whole since, the record moved by exactly as much as
/// it did, and `moveToLastPass` works its place out when it is next looked up (when the
/// enclosing view's `body` runs again, which is O(changed)).
extension ViewGraph {
    /// The link a record made or copied now keeps to the innermost view being evaluated.
    var enclosingRecordLink: EnclosingRecordLink? {
        guard let enclosing = reuse.evaluatingComposites.last else { return nil }
        return EnclosingRecordLink(
            identity: enclosing.identity, evaluatedPass: updates.pass, start: enclosing.start, environment: enclosing.environment)
    }

    /// Moves `record`'s marks and environment to last pass's tables; `false` when it does not
    /// describe a subtree of last pass (its view was not in it, or the view that made it was
    /// evaluated again since without it).
    @inline(__always)
    func moveToLastPass(_ record: inout SubtreeRecord) -> Bool {
        // Most records were made or copied last pass; this check is all they cost.
        if record.pass == updates.pass - 1 { return true }
        guard let moved = whereRecordedLastPass(record, depth: 0) else { return false }
        record = moved
        return true
    }

    private func whereRecordedLastPass(_ record: SubtreeRecord, depth: Int) -> SubtreeRecord? {
        if record.pass == updates.pass - 1 { return record }
        // Colliding identities could link records in a cycle: a long chain just re-evaluates.
        guard record.pass < updates.pass - 1, depth < Self.maximumEnclosingDepth, let link = record.enclosing,
            let stored = reuse.subtreeRecords[link.identity], stored.evaluatedPass == link.evaluatedPass,
            let enclosing = whereRecordedLastPass(stored, depth: depth + 1)
        else { return nil }
        let shift = enclosing.start.offset(from: link.start)
        var moved = record
        // The view's environment is the enclosing view's own one or one made inside its body.
        let environment = record.environment == link.environment ? enclosing.environment : record.environment + Int32(shift.environments)
        moved.move(
            start: record.start.shifted(by: shift), end: record.end.shifted(by: shift), environment: environment, pass: enclosing.pass,
            enclosing: EnclosingRecordLink(
                identity: link.identity, evaluatedPass: link.evaluatedPass, start: enclosing.start, environment: enclosing.environment))
        return moved
    }

    /// How many enclosing records a look-up follows at most.
    static var maximumEnclosingDepth: Int { 256 }
}

/// A composite view whose `body` is being evaluated, and where its subtree starts.
struct EnclosingComposite {
    let identity: UInt64
    let start: ArenaMarks
    let environment: Int32
    /// The view's type, for diagnostics.
    let type: Any.Type
    /// How this evaluation depends on observable models (made at its first read of one).
    var observation: ViewObservation?
    /// The number `observation` gave this evaluation.
    var observationEvaluation = 0
    /// Whether the `body` made content that depends on input state (a focus target, a lazy
    /// stack's rows in sight): the view is made again when that state changes.
    var makesInputDependentContent = false
}

/// The recorded view whose `body` made a recorded view: its identity, the pass its `body` ran
/// in, and where it started and its environment in the pass of the inner record's marks.
struct EnclosingRecordLink {
    let identity: UInt64
    let evaluatedPass: Int
    let start: ArenaMarks
    let environment: Int32
}
