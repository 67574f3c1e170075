import Foundation

// How the machine treats a working set larger than its private caches, right now: times chains of
// dependent loads through a 10 MB buffer (each load waits for the one before, so nothing hides the
// latency) and prints the per-load time at p0 and p50.
//
//     swift run -c release MemoryProbe [samples]
//
// On a quiet machine the median stays near p0 (the buffer sits in the shared last-level cache).
// On this shared VM the median is often several times p0: other tenants evict the cache, and every
// frame whose data outgrows the private 512 KB L2 (the 1,000-card grid's does) slows with it, while
// compute-bound and streaming work barely change. Run it beside FrameTimes and the ImGui peer to
// tell a slow round caused by the machine from a slow round caused by the code.

let samples = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300
let lineWords = 8  // one 64-byte cache line of UInt64
let megabytes = CommandLine.arguments.dropFirst(2).first.flatMap { Double($0) } ?? 10
let lines = Int(megabytes * 1024 * 1024) / 64
let loadsPerSample = 60_000

// One random cycle through every line (Sattolo's shuffle), so each load lands on a line the
// previous loads did not bring in.
let buffer = UnsafeMutablePointer<UInt64>.allocate(capacity: lines * lineWords)
defer { buffer.deallocate() }
var order = Array(0..<lines)
var generator = SystemRandomNumberGenerator()
for i in stride(from: lines - 1, to: 0, by: -1) {
    order.swapAt(i, Int.random(in: 0..<i, using: &generator))
}
for i in 0..<lines {
    buffer[order[i] * lineWords] = UInt64(order[(i + 1) % lines] * lineWords)
}

var nanoseconds: [Double] = []
nanoseconds.reserveCapacity(samples)
var position: UInt64 = 0
for _ in 0..<samples {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<loadsPerSample { position = buffer[Int(position)] }
    let end = DispatchTime.now().uptimeNanoseconds
    nanoseconds.append(Double(end - start) / Double(loadsPerSample))
}
nanoseconds.sort()
let p0 = nanoseconds[0], p50 = nanoseconds[nanoseconds.count / 2]
print(
    String(format: "memory probe: %.1f ns a dependent load at p0, %.1f ns at p50 (p50/p0 %.1f; %d)", p0, p50, p50 / p0, Int(position % 2)))
