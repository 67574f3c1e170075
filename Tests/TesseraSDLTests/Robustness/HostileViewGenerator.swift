import Foundation
import TesseraSDL

/// A seeded generator of random view trees with hostile but legal values (NaN, ±∞, 1e-300,
/// 1e9, 1e308, negative sizes, huge counts), for the fuzz test. The same seed gives the same
/// trees on every machine.
struct HostileViewGenerator {
    private var rng: SplitMix64
    /// Nodes made so far in the current tree (trees stop growing past `maximumNodes`).
    private var nodes = 0
    var maximumNodes = 24

    /// Materials' own stream (see `withMaterial`).
    private var materialRNG: SplitMix64
    /// Reusable cards' own stream (see `cards()`), so the trees stay those of earlier seeds.
    private var cardRNG: SplitMix64
    /// The second surface's own stream (events, focus bindings, curves, lazy stacks; see
    /// `probe(_:graph:size:)`), so the trees stay those of earlier seeds.
    private var probeRNG: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        materialRNG = SplitMix64(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        cardRNG = SplitMix64(seed: seed ^ 0xC2B2_AE3D_27D4_EB4F)
        probeRNG = SplitMix64(seed: seed ^ 0x1656_67B1_9E37_79F9)
    }

    /// The values a game's bad state can produce, weighted towards ordinary ones.
    static let hostile: [CGFloat] = [
        .nan, .infinity, -.infinity, 1e-300, -1e-300, 1e9, -1e9, 1e308, -1e308, .greatestFiniteMagnitude,
        0, -20, 0.5, 1, 10, 40, 100, 1e5, 1e19,
    ]

    /// One to four cards of plain data with hostile numbers: composite views a graph reuses
    /// when they are unchanged (their entries move out of the last pass's tables).
    mutating func cards() -> [HostileCard] {
        func number() -> CGFloat {
            Self.hostile[Int(cardRNG.next() % UInt64(Self.hostile.count))]
        }
        return (0...Int(cardRNG.next() % 4)).map { index in
            HostileCard(title: "Card \(index): \(number())", fontSize: number(), inset: number(), radius: number())
        }
    }

    /// A new random tree.
    mutating func tree() -> AnyView {
        nodes = 0
        return view(depth: 0)
    }

    mutating func number() -> CGFloat {
        rng.next() % 3 == 0 ? CGFloat(rng.next() % 200) : Self.hostile[Int(rng.next() % UInt64(Self.hostile.count))]
    }

    mutating func optionalNumber() -> CGFloat? { rng.next() % 4 == 0 ? nil : number() }

    private mutating func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }

    private mutating func color() -> Color {
        [Color.red, .blue, .green, .white, Color(red: number(), green: 0.5, blue: 0.2, opacity: number())][pick(5)]
    }

    private mutating func view(depth: Int) -> AnyView {
        nodes += 1
        if depth >= 4 || nodes >= maximumNodes { return leaf() }
        switch pick(8) {
        case 0, 1: return leaf()
        case 2: return stack(depth: depth)
        default: return modified(view(depth: depth + 1))
        }
    }

    private mutating func stack(depth: Int) -> AnyView {
        let count = pick(4)
        var children: [AnyView] = []
        for _ in 0..<count { children.append(view(depth: depth + 1)) }
        let spacing = optionalNumber()
        switch pick(4) {
        case 0:
            return AnyView(
                HStack(alignment: [.top, .center, .firstTextBaseline, .lastTextBaseline][pick(4)], spacing: spacing) {
                    ForEach(children.indices, id: \.self) { children[$0] }
                })
        case 1:
            return AnyView(
                VStack(alignment: [.leading, .center, .trailing][pick(3)], spacing: spacing) {
                    ForEach(children.indices, id: \.self) { children[$0] }
                })
        case 2: return AnyView(ZStack { ForEach(children.indices, id: \.self) { children[$0] } })
        default:
            let n = [0, 1, 3, 1000][pick(4)]
            let inner = view(depth: depth + 1)
            return AnyView(VStack(spacing: spacing) { ForEach(0..<n) { _ in inner } })
        }
    }

    private mutating func leaf() -> AnyView {
        switch pick(12) {
        case 0: return AnyView(color())
        case 1:
            return AnyView(
                Text(["Score 42", "", String(repeating: "wide ", count: 50), "é∑😀\u{0}\n"][pick(4)])
                    .font(
                        [.body, .system(size: number()), .custom("DejaVuSans", size: number()), .custom("../../outside/Evil", size: 12)][
                            pick(4)]))
        case 2:
            return AnyView(
                Image(["gem", "missing", "../gem"][pick(3)]).resizable(
                    capInsets: EdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number()),
                    resizingMode: pick(2) == 0 ? .tile : .stretch
                )
                .interpolation(pick(2) == 0 ? .none : .high))
        case 3: return AnyView(Image("gem"))
        case 4: return AnyView(Spacer(minLength: optionalNumber()))
        case 5: return AnyView(Divider())
        case 6: return AnyView(RoundedRectangle(cornerRadius: number()).fill(fillStyle()))
        case 7:
            return AnyView(
                Circle().stroke(
                    color(), style: StrokeStyle(lineWidth: number(), dash: pick(2) == 0 ? [] : [number(), number()], dashPhase: number())))
        case 8: return AnyView(HostileArc(start: number(), end: number(), clockwise: pick(2) == 0).fill(color()))
        case 9: return AnyView(GeometryReader { proxy in Color.blue.frame(width: proxy.size.width * 0.5) })
        case 10: return AnyView(Capsule().fill(DiagonalStripes(size: number(), lineWidth: number(), color: .white)))
        default: return AnyView(Rectangle().fill(fillStyle()))
        }
    }

    mutating func animation() -> Animation {
        let d = Double(number())
        switch pick(6) {
        case 0: return .linear(duration: d)
        case 1: return .easeInOut(duration: d).delay(Double(number())).speed(Double(number()))
        case 2: return .spring(response: d, dampingFraction: Double(number()))
        case 3: return .spring(duration: d, bounce: Double(number())).repeatForever()
        case 4: return .bouncy.repeatCount(Int(clamping: Int64(number().isFinite ? max(-1e9, min(1e9, number())) : 0)))
        default: return .timingCurve(Double(number()), Double(number()), Double(number()), Double(number()), duration: d)
        }
    }

    private mutating func transition() -> AnyTransition {
        switch pick(6) {
        case 0: return .scale(scale: number(), anchor: UnitPoint(x: number(), y: number()))
        case 1: return .offset(x: number(), y: number())
        case 2: return .push(from: .top).combined(with: .opacity)
        case 3: return .asymmetric(insertion: .slide, removal: .move(edge: .bottom))
        case 4: return .identity
        default: return .scale
        }
    }

    private mutating func fillStyle() -> AnyShapeStyleBox {
        switch pick(4) {
        case 0:
            return AnyShapeStyleBox(
                LinearGradient(
                    stops: [.init(color: .red, location: number()), .init(color: .blue, location: number())],
                    startPoint: UnitPoint(x: number(), y: number()), endPoint: UnitPoint(x: number(), y: number())))
        case 1:
            return AnyShapeStyleBox(
                RadialGradient(
                    colors: [.red, .white], center: UnitPoint(x: number(), y: number()), startRadius: number(), endRadius: number()))
        case 2:
            return AnyShapeStyleBox(
                ImagePaint(
                    image: Image("gem"), sourceRect: CGRect(x: number(), y: number(), width: number(), height: number()), scale: number()))
        default: return AnyShapeStyleBox(color())
        }
    }

    private mutating func modified(_ v: AnyView) -> AnyView {
        let result = modifiedByRNG(v)
        return withMaterial(result)
    }

    private mutating func modifiedByRNG(_ v: AnyView) -> AnyView {
        switch pick(26) {
        case 0: return AnyView(v.frame(width: optionalNumber(), height: optionalNumber(), alignment: .bottomTrailing))
        case 1:
            return AnyView(
                v.frame(
                    minWidth: optionalNumber(), idealWidth: optionalNumber(), maxWidth: optionalNumber(),
                    minHeight: optionalNumber(), idealHeight: optionalNumber(), maxHeight: optionalNumber()))
        case 2: return AnyView(v.padding(number()))
        case 3: return AnyView(v.padding(EdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number())))
        case 4: return AnyView(v.offset(x: number(), y: number()))
        case 5: return AnyView(v.position(x: number(), y: number()))
        case 6: return AnyView(v.aspectRatio(optionalNumber(), contentMode: pick(2) == 0 ? .fit : .fill))
        case 7: return AnyView(v.aspectRatio(CGSize(width: number(), height: number()), contentMode: pick(2) == 0 ? .fit : .fill))
        case 8: return AnyView(v.layoutPriority(Double(number())))
        case 9: return AnyView(v.fixedSize(horizontal: pick(2) == 0, vertical: pick(2) == 0))
        case 10: return AnyView(v.shadow(radius: number(), x: number(), y: number()))
        case 11: return AnyView(v.clipShape(RoundedRectangle(cornerRadius: number())))
        case 12: return AnyView(v.clipped())
        case 13: return AnyView(v.rotationEffect(.radians(Double(number()))))
        case 14: return AnyView(v.scaleEffect(x: number(), y: number()))
        case 15: return AnyView(v.opacity(Double(number())))
        case 16: return AnyView(v.background(Image("gem").resizable().interpolation(.none)))
        case 17: return AnyView(v.overlay(alignment: .topLeading) { Text("!").font(.system(size: number())) })
        case 18:
            return AnyView(
                v.tiledBackground(
                    with: Image(pick(2) == 0 ? "panel" : "missing"),
                    capInsets: EdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number())))
        case 19:
            let value = number()
            return AnyView(v.preference(key: HostileWidthKey.self, value: value).onPreferenceChange(HostileWidthKey.self) { _ in })
        case 20: return AnyView(v.alignmentGuide(.leading) { d in d.width * 0.5 + 1e300 })
        // A cached layer (drawingGroup) at hostile sizes and places, nested in anything.
        case 21: return AnyView(v.drawingGroup())
        // Animation: hostile durations, dampings, transitions and effect values.
        case 22: return AnyView(v.transition(transition()).animation(animation(), value: number()))
        case 23: return AnyView(v.modifier(HostileShake(amount: number(), animatableData: number())))
        case 24: return AnyView(v.contentTransition(.numericText(value: Double(number()))).transaction { $0.animation = nil })
        case 25:
            let scale = number()
            return AnyView(
                TimelineView(.animation(minimumInterval: Double(number()))) { context in v.scaleEffect(scale * CGFloat(context.time)) })
        default: return AnyView(v.font(.system(size: number())))
        }
    }

    /// `v` behind a material one time in six: a shape style or a visual effect with
    /// hostile radius, saturation, tint, opacity and corner radius, behind or within the window.
    /// Drawn from `materialRNG` only, so the trees of the other cases stay those of earlier seeds.
    private mutating func withMaterial(_ v: AnyView) -> AnyView {
        switch materialRNG.next() % 24 {
        case 0: return AnyView(v.background(Material.ultraThin, in: RoundedRectangle(cornerRadius: materialNumber())))
        case 1: return AnyView(v.visualEffect(.dark(hostileMaterial()), in: Capsule()))
        case 2: return AnyView(v.visualEffect(.adaptive(hostileMaterial())).visualEffectPreference(.light(.chrome)))
        case 3: return AnyView(v.background(.bar).frame(width: materialNumber(), height: materialNumber()))
        default: return v
        }
    }

    private mutating func materialNumber() -> CGFloat {
        let r = materialRNG.next()
        return r % 3 == 0 ? CGFloat(r % 200) : Self.hostile[Int((r >> 8) % UInt64(Self.hostile.count))]
    }

    /// A custom material with hostile radius, saturation, tint and opacity.
    private mutating func hostileMaterial() -> VisualEffect.Material {
        let appearance = VisualEffect.Material.Appearance(
            blurRadius: materialNumber(), saturation: materialNumber(),
            tint: Color.Resolved(red: Float(materialNumber()), green: 0.5, blue: Float(materialNumber()), opacity: Float(materialNumber())),
            opacity: Float(materialNumber()))
        return VisualEffect.Material(light: appearance, dark: appearance, behindWindow: materialRNG.next() % 2 == 0)
    }
}

/// A geometry effect whose transform may be huge or not finite.
struct HostileShake: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData), y: amount / size.width))
    }
}

/// A preference summed over a subtree (the fuzz trees set it to hostile values).
struct HostileWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// A custom shape drawing an arc with arbitrary angles (`Path.addArc`).
struct HostileArc: Shape {
    var start: CGFloat
    var end: CGFloat
    var clockwise: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
            startAngle: .radians(Double(start)), endAngle: .radians(Double(end)), clockwise: clockwise)
        path.closeSubpath()
        return path
    }
}

/// A shape style chosen at run time (the fuzz trees pick colours, gradients and image paints).
struct AnyShapeStyleBox: ShapeStyle {
    private let resolve: (EnvironmentValues) -> DisplayPaint

    init<S: ShapeStyle>(_ style: S) { resolve = { style._resolvePaint(in: $0) } }

    func _resolvePaint(in environment: EnvironmentValues) -> DisplayPaint { resolve(environment) }
}

/// SplitMix64: a tiny, fast, seedable generator (the same sequence everywhere).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A card of plain data (`HostileViewGenerator.cards()`): compared by value, so reused.
struct HostileCard: View {
    let title: String
    let fontSize: CGFloat
    let inset: CGFloat
    let radius: CGFloat

    var body: some View {
        VStack {
            Text(title).font(.system(size: fontSize))
            RoundedRectangle(cornerRadius: radius).fill(Color.blue).frame(height: inset)
        }
        .padding(inset)
        .foregroundColor(.white)
    }
}

/// The second surface of hostile input: `tree` made interactive in the ways a game can get wrong
/// (handlers that redraw the graph, two views on one focus binding, a slider over a hostile
/// range, a lazy stack over a hostile count and spacing, extreme animation curves and clocks),
/// then sent events. Each returns the views to lay out again; nothing may trap or recurse without
/// end, and every frame must stay finite.
extension HostileViewGenerator {
    private mutating func probeNumber() -> Double {
        let values: [Double] = [
            .nan, .infinity, 1e-300, .leastNonzeroMagnitude, -1e308, 1e308, .greatestFiniteMagnitude, 1.7e18, 0, 0.35, 1, 40,
        ]
        return values[Int(probeRNG.next() % UInt64(values.count))]
    }

    /// An animation with an extreme curve: huge control points, tiny or huge responses and
    /// durations, endless repeats, speeds that multiply past Double's range.
    mutating func probeAnimation() -> Animation {
        let d = probeNumber()
        switch probeRNG.next() % 5 {
        case 0: return .timingCurve(probeNumber(), probeNumber(), probeNumber(), probeNumber(), duration: d)
        case 1: return .spring(response: d, dampingFraction: probeNumber())
        case 2: return .linear(duration: d).repeatForever(autoreverses: probeRNG.next() % 2 == 0)
        case 3: return .spring(response: d).speed(probeNumber()).speed(probeNumber()).delay(probeNumber()).delay(probeNumber())
        default: return .easeInOut(duration: d).repeatCount(Int(probeRNG.next() % 5))
        }
    }

    /// `tree` in a form that exercises one defect class, with the events to send it.
    mutating func probe(_ tree: AnyView, graph: ViewGraph, size: CGSize) -> (view: AnyView, events: [InputEvent.Kind]) {
        let p = CGPoint(x: probeNumber(), y: [14, 40, probeNumber()][Int(probeRNG.next() % 3)])
        let keys: [InputEvent.Kind] = [
            .keyDown(.tab), .keyDown(.space), .keyUp(.space), .keyDown(.rightArrow), .keyDown(.leftArrow), .pointerDown(p),
            .pointerMoved(CGPoint(x: p.x + 50, y: p.y)), .pointerUp(p), .gamepadButtonDown(.a), .keyDown(.escape),
        ]
        let events = (0..<12).map { _ in keys[Int(probeRNG.next() % UInt64(keys.count))] }
        let spacing = [nil, -19.9999, -1e308, 1e-300, .nan, 8][Int(probeRNG.next() % 6)].map { CGFloat($0) }
        let count = [0, 3, 1_000, Int.max][Int(probeRNG.next() % 4)]
        // NaN cannot make a range at all (Swift traps): the legal extremes can.
        let lower = probeNumber(), upper = probeNumber()
        let bounds = lower.isNaN || upper.isNaN ? 0...1 : lower <= upper ? lower...upper : upper...lower
        switch probeRNG.next() % 4 {
        case 0:
            // Handlers that redraw the graph while it delivers their event.
            let redraw = { _ = graph.update(Text("loading…"), size: size) }
            let value = Binding(get: { 0.5 }, set: { _ in redraw() })
            return (
                AnyView(
                    VStack {
                        tree.focusable().onKeyPress(.space) {
                            redraw()
                            return .ignored
                        }
                        Slider(value: value, in: bounds)
                    }
                    .onKeyPress(.space) { .handled }
                    .onMoveCommand { _ in redraw() }
                    .onTapGesture { redraw() }), events
            )
        case 1:
            return (AnyView(FocusProbe(tree: tree, values: [1, 2, 2, 3])), events)
        case 2:
            var value = 0.0
            let binding = Binding(get: { value }, set: { value = $0 })
            return (
                AnyView(
                    VStack {
                        tree; Slider(value: binding, in: bounds, step: probeRNG.next() % 2 == 0 ? nil : probeNumber())
                    }), events
            )
        default:
            let rows = ForEach(0..<count, id: \.self) { _ in tree.frame(height: 20) }
            let stack =
                probeRNG.next() % 2 == 0
                ? AnyView(LazyVStack(spacing: spacing) { rows })
                : AnyView(LazyVGrid(columns: [GridItem(), GridItem()], spacing: spacing) { rows })
            return (AnyView(ScrollViewReader { proxy in ScrollView { stack }.onAppear { proxy.scrollTo(-1) } }), events)
        }
    }
}

/// Two views on one `@FocusState` Bool, and `focused(_:equals:)` over values with repeats, all
/// set in `onAppear`.
private struct FocusProbe: View {
    let tree: AnyView
    let values: [Int]
    @FocusState private var flag: Bool
    @FocusState private var selected: Int?

    var body: some View {
        VStack {
            tree.focusable().focused($flag)
            tree.focusable().focused($flag)
            ForEach(values.indices, id: \.self) { i in tree.focusable().focused($selected, equals: values[i]) }
        }
        .onAppear {
            flag = true
            selected = 2
        }
    }
}
