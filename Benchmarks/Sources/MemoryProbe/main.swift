import Foundation

// How much of the machine's shared cache this process gets, right now: times chains of dependent
// loads through a buffer (each load waits for the one before, so nothing hides the latency) and
// prints the time a load takes at p0 and p50.
//
//     swift run -c release MemoryProbe [samples] [megabytes]     (defaults: 300, 10)
//
// On this 2-core VM a load costs 5 ns within 256 KB (L2), about 17 ns up to 4 MB (the shared L3)
// and 100 ns or more from 8 MB on (memory): the share of the L3 other tenants leave is between 4
// and 8 MB, and it shrinks when they are busy. A frame whose data outgrows that share slows with
// it while compute-bound work does not. Run it beside FrameTimes and the ImGui peer to tell a
// slow round caused by the machine from one caused by the code.

// 1 to 10,000 samples (the times are kept to sort), 64 KB to 256 MB of buffer: at least two
// lines to chain, well past any cache, and no absurd allocation whatever the arguments say.
let samples = min(max(1, CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300), 10_000)
let lineWords = 8  // one 64-byte cache line of UInt64
let requested = CommandLine.arguments.dropFirst(2).first.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
let megabytes = min(max(requested ?? 10, 1.0 / 16), 256)
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
