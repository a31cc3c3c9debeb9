//! `accc trace-svg TRACE.json [-o OUT.svg]`: draws an `ACC_TRACE` file (Trace Event
//! Format) as a self-contained SVG timeline, offline: one lane per host thread and per
//! device queue, a bar per region, runtime call, transfer, kernel, allocation and wait
//! (nested bars stacked), coloured by kind, with a time axis, a legend, a tooltip per bar
//! (`<title>`) and the busy time of each lane. Any Trace Event Format file with complete
//! events (`"ph": "X"`) draws; other phases are ignored.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::Value;

/// One bar.
struct Bar {
    name: String,
    category: String,
    start: f64,
    dur: f64,
    detail: String,
    depth: usize,
}

struct Lane {
    name: String,
    full_name: String,
    bars: Vec<Bar>,
    depth: usize,
}

const LEFT: f64 = 230.0;
const PLOT_WIDTH: f64 = 1100.0;
const ROW: f64 = 18.0;
const TOP: f64 = 60.0;

fn colour(category: &str, name: &str) -> &'static str {
    match category {
        "region" => "#8cc084",
        "kernel" => "#4e79a7",
        "transfer" if name.starts_with("download") => "#e15759",
        "transfer" => "#f28e2b",
        "alloc" => "#bab0ac",
        "wait" => "#b07aa1",
        "host call" => "#76b7b2",
        _ => "#9c755f",
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Microseconds as the axis and tooltips print them.
fn time_text(us: f64) -> String {
    if us == 0.0 {
        "0".to_string()
    } else if us >= 1e6 {
        format!("{:.3} s", us / 1e6)
    } else if us >= 1e3 {
        format!("{:.3} ms", us / 1e3)
    } else {
        format!("{us:.1} µs")
    }
}

/// A tick step of 1, 2 or 5 times a power of ten giving about `n` ticks over `span`.
fn tick_step(span: f64, n: f64) -> f64 {
    let raw = (span / n).max(1e-3);
    let p = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * p)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * p)
}

fn lanes(doc: &Value) -> Result<Vec<Lane>, String> {
    let events = doc
        .get("traceEvents")
        .or(Some(doc))
        .and_then(Value::as_array)
        .ok_or("not a trace: no `traceEvents` array")?;
    let id = |e: &Value, k: &str| e.get(k).and_then(Value::as_u64).unwrap_or(0);
    let mut process_names: BTreeMap<u64, String> = BTreeMap::new();
    let mut thread_names: BTreeMap<(u64, u64), String> = BTreeMap::new();
    let mut by_lane: BTreeMap<(u64, u64), Vec<Bar>> = BTreeMap::new();
    for e in events {
        let ph = e.get("ph").and_then(Value::as_str).unwrap_or("");
        let (pid, tid) = (id(e, "pid"), id(e, "tid"));
        let text = |k: &str| e.get(k).and_then(Value::as_str).unwrap_or("").to_string();
        match ph {
            "M" => {
                let name = e["args"]["name"].as_str().unwrap_or("").to_string();
                match text("name").as_str() {
                    "process_name" => {
                        process_names.insert(pid, name);
                    }
                    "thread_name" => {
                        thread_names.insert((pid, tid), name);
                    }
                    _ => {}
                }
            }
            "X" => {
                let num = |k: &str| e.get(k).and_then(Value::as_f64).unwrap_or(0.0);
                let args = e.get("args").and_then(Value::as_object);
                let mut detail = String::new();
                if let Some(a) = args {
                    for k in [
                        "file", "line", "variable", "bytes", "grid", "block", "queue",
                    ] {
                        if let Some(v) = a.get(k) {
                            let v = v.as_str().map_or_else(|| v.to_string(), str::to_string);
                            let _ = write!(detail, "\n{k}: {v}");
                        }
                    }
                }
                by_lane.entry((pid, tid)).or_default().push(Bar {
                    name: text("name"),
                    category: text("cat"),
                    start: num("ts"),
                    dur: num("dur").max(0.0),
                    detail,
                    depth: 0,
                });
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ((pid, tid), mut bars) in by_lane {
        // Longer first at equal starts, so that a bar's children stack under it.
        bars.sort_by(|a, b| a.start.total_cmp(&b.start).then(b.dur.total_cmp(&a.dur)));
        let mut open: Vec<f64> = Vec::new();
        let mut depth = 1;
        for b in &mut bars {
            while open.last().is_some_and(|&end| end <= b.start) {
                open.pop();
            }
            b.depth = open.len();
            open.push(b.start + b.dur);
            depth = depth.max(open.len());
        }
        let process = process_names
            .get(&pid)
            .cloned()
            .unwrap_or_else(|| format!("process {pid}"));
        let thread = thread_names
            .get(&(pid, tid))
            .cloned()
            .unwrap_or_else(|| format!("thread {tid}"));
        // The device's label (`nvidia:0`) names the lane; the full name is in its tooltip.
        let short = process.split_whitespace().next().unwrap_or("").to_string();
        out.push(Lane {
            name: format!("{short} · {thread}"),
            full_name: format!("{process} · {thread}"),
            bars,
            depth,
        });
    }
    Ok(out)
}

/// `s` cut to `n` characters (an ellipsis marks the cut).
fn shorten(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        return s.to_string();
    }
    let mut t: String = s.chars().take(n.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// The largest totals by kind and name: where the time goes.
fn totals(lanes: &[Lane]) -> Vec<(String, String, f64, usize)> {
    let mut sums: BTreeMap<(String, String), (f64, usize)> = BTreeMap::new();
    for b in lanes.iter().flat_map(|l| &l.bars) {
        if matches!(b.category.as_str(), "kernel" | "transfer" | "wait") {
            let e = sums
                .entry((b.category.clone(), b.name.clone()))
                .or_default();
            e.0 += b.dur;
            e.1 += 1;
        }
    }
    let mut v: Vec<_> = sums
        .into_iter()
        .map(|((c, n), (t, k))| (c, n, t, k))
        .collect();
    v.sort_by(|a, b| b.2.total_cmp(&a.2));
    v.truncate(8);
    v
}

/// Busy time of a lane: the union of its bars' intervals.
fn busy(bars: &[Bar]) -> f64 {
    let mut total = 0.0;
    let mut end = f64::NEG_INFINITY;
    for b in bars {
        let (s, e) = (b.start, b.start + b.dur);
        if e <= end {
            continue;
        }
        total += e - s.max(end);
        end = e;
    }
    total
}

/// The part of a trace to draw: microseconds after its first event (`None`: from the start /
/// to the end).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Window {
    pub from_us: Option<f64>,
    pub to_us: Option<f64>,
}

/// The SVG of the trace `json` (its text), titled `title`.
pub fn render(json: &str, title: &str) -> Result<String, String> {
    render_window(json, title, Window::default())
}

/// As [`render`], drawing only the bars that overlap `window` (cut to it).
pub fn render_window(json: &str, title: &str, window: Window) -> Result<String, String> {
    let doc: Value = serde_json::from_str(json).map_err(|e| format!("not JSON: {e}"))?;
    let mut lanes = lanes(&doc)?;
    let first = lanes
        .iter()
        .flat_map(|l| l.bars.iter().map(|b| b.start))
        .fold(f64::INFINITY, f64::min);
    if window != Window::default() && first.is_finite() {
        let lo = first + window.from_us.unwrap_or(0.0);
        let hi = window.to_us.map_or(f64::INFINITY, |t| first + t);
        if hi <= lo {
            return Err("the window is empty (--to must be after --from)".into());
        }
        for lane in &mut lanes {
            lane.bars.retain(|b| b.start < hi && b.start + b.dur > lo);
            for b in &mut lane.bars {
                let end = (b.start + b.dur).min(hi);
                b.start = b.start.max(lo);
                b.dur = end - b.start;
            }
        }
        lanes.retain(|l| !l.bars.is_empty());
        if lanes.is_empty() {
            return Err("no event in the window".into());
        }
    }
    if lanes.is_empty() {
        return Err("the trace has no complete events (\"ph\": \"X\") to draw".into());
    }
    let t0 = lanes
        .iter()
        .flat_map(|l| l.bars.iter().map(|b| b.start))
        .fold(f64::INFINITY, f64::min);
    let t1 = lanes
        .iter()
        .flat_map(|l| l.bars.iter().map(|b| b.start + b.dur))
        .fold(f64::NEG_INFINITY, f64::max);
    let span = (t1 - t0).max(1.0);
    let x = |t: f64| LEFT + (t - t0) / span * PLOT_WIDTH;
    let lanes_height: f64 = lanes.iter().map(|l| l.depth as f64 * ROW + 10.0).sum();
    let top = totals(&lanes);
    let height = TOP + lanes_height + 90.0 + 18.0 * (top.len() as f64 + 1.5);
    let width = LEFT + PLOT_WIDTH + 130.0;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(
        s,
        r##"<rect width="100%" height="100%" fill="#ffffff"/><text x="10" y="20" font-size="14" font-weight="bold">{}</text><text x="10" y="38" fill="#555">{} from the first to the last event; hover a bar for details; lanes show busy time</text>"##,
        escape(title),
        time_text(span)
    );
    // Time axis with grid lines.
    let step = tick_step(span, 10.0);
    let mut t = 0.0;
    let axis_y = TOP + lanes_height;
    while t <= span + 1e-9 {
        let px = LEFT + t / span * PLOT_WIDTH;
        let _ = writeln!(
            s,
            r##"<line x1="{px:.1}" y1="{TOP}" x2="{px:.1}" y2="{axis_y}" stroke="#e5e5e5"/><text x="{px:.1}" y="{:.1}" text-anchor="middle" fill="#444">{}</text>"##,
            axis_y + 14.0,
            time_text(t)
        );
        t += step;
    }
    let mut y = TOP;
    for (i, lane) in lanes.iter().enumerate() {
        let h = lane.depth as f64 * ROW + 10.0;
        if i % 2 == 1 {
            let _ = writeln!(
                s,
                r##"<rect x="0" y="{y:.1}" width="{width}" height="{h:.1}" fill="#f6f6f6" fill-opacity="0.6"/>"##
            );
        }
        let _ = writeln!(
            s,
            r##"<text x="10" y="{:.1}"><title>{}</title>{}</text><text x="{:.1}" y="{:.1}" fill="#444">busy {}</text>"##,
            y + 16.0,
            escape(&lane.full_name),
            escape(&shorten(&lane.name, 36)),
            LEFT + PLOT_WIDTH + 8.0,
            y + 16.0,
            time_text(busy(&lane.bars))
        );
        for b in &lane.bars {
            let bx = x(b.start);
            let bw = (b.dur / span * PLOT_WIDTH).max(0.8);
            let by = y + 5.0 + b.depth as f64 * ROW;
            let _ = write!(
                s,
                r##"<rect x="{bx:.2}" y="{by:.1}" width="{bw:.2}" height="{:.1}" fill="{}" stroke="#333" stroke-width="0.3"><title>{} ({}, {}){}</title></rect>"##,
                ROW - 3.0,
                colour(&b.category, &b.name),
                escape(&b.name),
                escape(&b.category),
                time_text(b.dur),
                escape(&b.detail)
            );
            let fits = (bw / 6.2) as usize;
            if fits >= 4 {
                let label = shorten(&b.name, fits);
                let _ = write!(
                    s,
                    r##"<text x="{:.2}" y="{:.1}" fill="#111" pointer-events="none">{}</text>"##,
                    bx + 3.0,
                    by + 11.5,
                    escape(&label)
                );
            }
            s.push('\n');
        }
        y += h;
    }
    // Legend.
    let legend = [
        ("region", "region (host)", "#8cc084"),
        ("host call", "runtime call (host)", "#76b7b2"),
        ("kernel", "kernel (device)", "#4e79a7"),
        ("upload", "upload (device)", "#f28e2b"),
        ("download", "download (device)", "#e15759"),
        ("alloc", "allocation", "#bab0ac"),
        ("wait", "wait", "#b07aa1"),
    ];
    let ly = axis_y + 40.0;
    for (i, (_, label, fill)) in legend.iter().enumerate() {
        let lx = LEFT + i as f64 * 150.0;
        let _ = writeln!(
            s,
            r##"<rect x="{lx}" y="{ly}" width="14" height="12" fill="{fill}" stroke="#333" stroke-width="0.3"/><text x="{}" y="{}">{label}</text>"##,
            lx + 18.0,
            ly + 10.0
        );
    }
    // Where the device time goes: the largest totals.
    if !top.is_empty() {
        let mut ty = ly + 40.0;
        let _ = writeln!(
            s,
            r#"<text x="10" y="{ty}" font-weight="bold">largest totals (kernels, transfers, waits)</text>"#
        );
        for (category, name, total, count) in &top {
            ty += 18.0;
            let _ = writeln!(
                s,
                r##"<rect x="10" y="{:.1}" width="10" height="10" fill="{}"/><text x="26" y="{ty:.1}">{}  ×{count}  {}</text>"##,
                ty - 9.0,
                colour(category, name),
                time_text(*total),
                escape(&shorten(name, 120))
            );
        }
    }
    s.push_str("</svg>\n");
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRACE: &str = r#"{"traceEvents": [
        {"name": "process_name", "ph": "M", "pid": 0, "tid": 0, "args": {"name": "host"}},
        {"name": "process_name", "ph": "M", "pid": 1, "tid": 0, "args": {"name": "opencl:0 cpu"}},
        {"name": "thread_name", "ph": "M", "pid": 1, "tid": 0, "args": {"name": "sync queue"}},
        {"name": "parallel loop (main:10)", "cat": "region", "ph": "X", "ts": 0, "dur": 100, "pid": 0, "tid": 0, "args": {"file": "a.c", "line": 10}},
        {"name": "call: k<1>", "cat": "host call", "ph": "X", "ts": 10, "dur": 50, "pid": 0, "tid": 0},
        {"name": "k<1>", "cat": "kernel", "ph": "X", "ts": 20, "dur": 30, "pid": 1, "tid": 0, "args": {"grid": 4}}
    ]}"#;

    #[test]
    fn draws_lanes_bars_and_tooltips() {
        let svg = render(TRACE, "t").unwrap();
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("host · thread 0"));
        assert!(svg.contains("<title>opencl:0 cpu · sync queue</title>opencl:0 · sync queue"));
        // One bar per complete event, the kernel's name escaped, its details in the tooltip.
        assert_eq!(svg.matches("</title></rect>").count(), 3);
        assert!(svg.contains("<title>k&lt;1&gt; (kernel, 30.0 µs)\ngrid: 4</title>"));
        // The host call is nested under the region (second row).
        assert!(svg.contains(r#"y="83.0""#), "{svg}");
        assert!(svg.contains("busy 100.0 µs"));
        assert!(svg.contains("largest totals"));
        assert!(svg.contains("30.0 µs  ×1  k&lt;1&gt;"));
    }

    #[test]
    fn bad_input_says_why() {
        assert!(render("{", "t").unwrap_err().starts_with("not JSON"));
        assert!(render(r#"{"a": 1}"#, "t")
            .unwrap_err()
            .contains("traceEvents"));
        assert!(render(r#"{"traceEvents": []}"#, "t")
            .unwrap_err()
            .contains("no complete events"));
    }

    #[test]
    fn a_window_cuts_the_bars() {
        let w = Window {
            from_us: Some(15.0),
            to_us: Some(40.0),
        };
        let svg = render_window(TRACE, "t", w).unwrap();
        // The region and the call are cut to the window; the kernel (20..50) too.
        assert!(svg.contains("busy 25.0 µs"), "{svg}");
        assert!(render_window(
            TRACE,
            "t",
            Window {
                from_us: Some(500.0),
                to_us: None
            }
        )
        .unwrap_err()
        .contains("no event"));
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(tick_step(1000.0, 10.0), 100.0);
        assert_eq!(tick_step(1500.0, 10.0), 200.0);
        assert_eq!(tick_step(33.0, 10.0), 5.0);
    }
}
