//! The `ACC_TRACE` file: the Trace Event Format (JSON object form) that Perfetto
//! (ui.perfetto.dev) and `chrome://tracing` open, and `accc trace-svg` draws.
//!
//! Process 0 is the host: its one thread carries the regions (entry to exit), the host
//! side of every runtime call that moved data or launched a kernel, allocations and
//! waits. Each device is a process of its own (1, 2, ... in order of first use) whose
//! threads are its queues (0: the synchronous queue, 1: the default async queue, n + 2:
//! `async(n)`), carrying kernels and transfers at the times the device's timer measured.
//! Every event is a complete event (`"ph": "X"`, `ts` and `dur` in microseconds) with the
//! directive's file, function and line in `args`.

use serde_json::{json, Map, Value};

use super::TraceEvent;
use crate::device::Queue;

/// The thread number of a queue in its device's process.
pub fn queue_tid(q: Queue) -> u64 {
    match q {
        Queue::Sync => 0,
        Queue::Default => 1,
        Queue::Id(n) => u64::from(n) + 2,
    }
}

fn queue_name(q: Queue) -> String {
    match q {
        Queue::Sync => "sync queue".into(),
        Queue::Default => "default async queue".into(),
        Queue::Id(n) => format!("async({n})"),
    }
}

/// The trace document of `events`; `devices` names the device labels.
pub fn render(events: &[TraceEvent], devices: &[(String, String)]) -> String {
    let mut labels: Vec<String> = devices.iter().map(|(l, _)| l.clone()).collect();
    for e in events {
        if e.lane != "host" && !labels.contains(&e.lane) {
            labels.push(e.lane.clone());
        }
    }
    let pid = |lane: &str| -> u64 {
        labels
            .iter()
            .position(|l| l == lane)
            .map_or(0, |i| i as u64 + 1)
    };
    let mut out: Vec<Value> = Vec::new();
    let meta = |pid: u64, tid: u64, what: &str, name: String| json!({"name": what, "ph": "M", "pid": pid, "tid": tid, "args": {"name": name}});
    out.push(meta(0, 0, "process_name", "host".into()));
    out.push(meta(0, 0, "thread_name", "host thread".into()));
    for label in &labels {
        let name = devices
            .iter()
            .find(|(l, _)| l == label)
            .map_or_else(|| label.clone(), |(l, n)| format!("{l} {n}"));
        out.push(meta(pid(label), 0, "process_name", name));
    }
    let mut queues: Vec<(u64, Queue)> = Vec::new();
    for e in events {
        if let Some(q) = e.queue {
            let p = pid(&e.lane);
            if !queues.contains(&(p, q)) {
                queues.push((p, q));
                out.push(meta(p, queue_tid(q), "thread_name", queue_name(q)));
            }
        }
    }
    let mut sorted: Vec<&TraceEvent> = events.iter().collect();
    sorted.sort_by(|a, b| a.start_us.total_cmp(&b.start_us));
    for e in sorted {
        let args: Map<String, Value> = e
            .args
            .iter()
            .map(|(k, v)| ((*k).to_string(), v.clone()))
            .collect();
        out.push(json!({
            "name": e.name,
            "cat": e.category,
            "ph": "X",
            "ts": e.start_us,
            "dur": e.dur_us,
            "pid": pid(&e.lane),
            "tid": e.queue.map_or(0, queue_tid),
            "args": args,
        }));
    }
    let doc = json!({
        "traceEvents": out,
        "displayTimeUnit": "ns",
        "otherData": {"producer": "accc runtime (ACC_TRACE)", "version": env!("CARGO_PKG_VERSION")},
    });
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| "{}".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_become_complete_events_per_queue() {
        let events = vec![
            TraceEvent {
                name: "k".into(),
                category: "kernel",
                lane: "opencl:0".into(),
                queue: Some(Queue::Id(3)),
                start_us: 10.0,
                dur_us: 5.0,
                args: vec![("line", 7.into())],
            },
            TraceEvent {
                name: "parallel (main:7)".into(),
                category: "region",
                lane: "host".into(),
                queue: None,
                start_us: 1.0,
                dur_us: 20.0,
                args: vec![],
            },
        ];
        let text = render(&events, &[("opencl:0".into(), "pthread-cpu".into())]);
        let v: Value = serde_json::from_str(&text).unwrap();
        let evs = v["traceEvents"].as_array().unwrap();
        let x: Vec<&Value> = evs.iter().filter(|e| e["ph"] == "X").collect();
        assert_eq!(x.len(), 2);
        assert_eq!(x[0]["cat"], "region");
        assert_eq!(x[0]["pid"], 0);
        assert_eq!(x[1]["pid"], 1);
        assert_eq!(x[1]["tid"], 5);
        assert_eq!(x[1]["args"]["line"], 7);
        assert!(evs
            .iter()
            .any(|e| e["ph"] == "M" && e["args"]["name"] == "opencl:0 pthread-cpu"));
        assert!(evs
            .iter()
            .any(|e| e["ph"] == "M" && e["args"]["name"] == "async(3)"));
    }
}
