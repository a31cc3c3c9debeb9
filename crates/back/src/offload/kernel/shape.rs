//! The kernel's gang lanes: where a block's iterations start and how far apart they are,
//! on the threads the kernel's decisions (`accc_passes::gpu::kernel`) spread them over.

use accc_ir::kernel::{Decisions, DIM_GANGS};

use super::KernelBuilder;

impl KernelBuilder<'_, '_> {
    /// The first gang iteration a block takes and the stride between a block's iterations
    /// (the thread's, for a kernel without vector loops), over the grid of gangs' sizes
    /// (parameters).
    pub(super) fn gang_lanes(&self, decided: &Decisions) -> (String, String) {
        let d = self.target();
        if decided.vector_loops.is_empty() {
            (d.global_id().to_string(), d.global_size().to_string())
        } else if let Some(g) = &decided.gang_grid {
            let below = DIM_GANGS[..g.inner.len()].join(" * ");
            (
                format!("({} / ({below}))", d.group_id()),
                format!("({} / ({below}))", d.num_groups()),
            )
        } else {
            (d.group_id().to_string(), d.num_groups().to_string())
        }
    }
}
