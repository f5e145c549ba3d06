// The order definitions are evaluated in after a re-rooting: each definition's sequence stays
// above those of the definitions it mentions or substituted.

extension Solver {
  /// Gives a definition made alone (a path of one variable, nothing built on it made again) a
  /// sequence between those of the definitions it mentions and those of the definitions that
  /// mention it, when one is free there, so that nothing built on it is placed again. False
  /// (nothing changed) when there is none, or when more than one definition was made.
  func placeBetween(_ remade: [Int]) -> Bool {
    guard remade.count == 1, let definition = variables[remade[0]].definition else { return false }
    let node = remade[0]
    var low = Int.min
    for term in definition.terms {
      if let inner = variables[term.index].definition { low = max(low, inner.sequence) }
    }
    // It follows the definitions it substituted too (see `resequence`); the record read in place.
    records.withUnsafeBufferPointer { buffer in
      guard case .definition(_, let substituted)? = buffer[definition.constraint]?.placement else { return }
      for index in substituted {
        if let inner = variables[index].definition { low = max(low, inner.sequence) }
      }
    }
    var high = Int.max
    let users = variables[node].referencedBy
    guard users.count <= Solver.endMentionLimit else { return false }
    for user in users {
      guard let mention = variables[user].definition, mention.terms.contains(where: { $0.index == node })
      else {
        continue
      }
      high = min(high, mention.sequence)
    }
    // Definitions that substituted it are placed after it as well (see `resequence`).
    for entry in variables[node].dependents {
      guard let (user, _) = liveRecord(entry), user >= 0 else { continue }
      high = min(high, variables[user].definition!.sequence)
    }
    guard low != Int.min, high != Int.max, low < high - 1 else { return false }
    definition.sequence = low + 1
    records[definition.constraint]!.sequence = low + 1
    sequenceOrderValid = false
    return true
  }

  /// Gives the definitions of `seeds` and every definition built on them, directly or through
  /// others, new sequences above all others, in an order where each follows those it mentions
  /// and those it substituted (made again, it may mention them instead), as the reverse of a
  /// depth-first walk's finishing order. The walk keeps each node's position in its lists in
  /// `rerootLinks` (no stack of pairs to write back at every step) and reads and writes the
  /// tables in place.
  func resequence(_ seeds: [Int]) {
    rerootStamp += 1
    let stamp = rerootStamp
    var finished: [Int] = []
    var stack: [Int] = []
    swap(&finished, &resequenceFinished)
    swap(&stack, &rerootStack)
    finished.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    variables.withUnsafeBufferPointer { table in
      rerootMarks.withUnsafeMutableBufferPointer { marks in
        rerootLinks.withUnsafeMutableBufferPointer { links in
          for seed in seeds where marks[seed] != stamp {
            marks[seed] = stamp
            links[seed] = 0
            stack.append(seed)
            while let node = stack.last {
              guard let (user, next) = nextBuiltOn(node, from: links[node], table, marks, stamp) else {
                stack.removeLast()
                finished.append(node)
                continue
              }
              links[node] = next
              marks[user] = stamp
              links[user] = 0
              stack.append(user)
            }
          }
          for node in finished.reversed() {
            guard let definition = table[node].definition else { continue }
            nextSequence += 1
            definition.sequence = nextSequence
            records[definition.constraint]!.sequence = nextSequence
            sequenceOrderValid = false
          }
        }
      }
    }
    definitionWork += finished.count
    swap(&finished, &resequenceFinished)
    swap(&stack, &rerootStack)
  }

  /// The first definition built on `node` that the walk of `stamp` has not marked, from position
  /// `next` of its `referencedBy` (entries may be stale: a live definition that mentions it) and
  /// then of its dependents (a live definition that substituted it), and the position after it.
  @inline(__always)
  private func nextBuiltOn(
    _ node: Int, from next: Int, _ table: UnsafeBufferPointer<VariableState>,
    _ marks: UnsafeMutableBufferPointer<Int>, _ stamp: Int
  ) -> (user: Int, next: Int)? {
    var position = next
    let mentions = table[node].referencedBy.count
    while position < mentions {
      let user = table[node].referencedBy[position]
      position += 1
      guard marks[user] != stamp, let definition = table[user].definition,
        definition.terms.contains(where: { $0.index == node })
      else { continue }
      return (user, position)
    }
    let count = mentions + table[node].dependents.count
    while position < count {
      let entry = table[node].dependents[position - mentions]
      position += 1
      guard let (user, _) = liveRecord(entry), user >= 0, marks[user] != stamp else { continue }
      return (user, position)
    }
    return nil
  }
}
