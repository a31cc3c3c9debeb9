//! The kernel's gang lanes: where a block's iterations start and how far apart they are,
//! on the threads the kernel's decisions (`accc_passes::gpu::kernel`) spread them over.

use accc_ir::kernel::{Decisions, Param, ValueRole, ValueType, DIM_GANGS};

use super::KernelBuilder;

impl KernelBuilder<'_, '_> {
    /// The first gang iteration a block takes and the stride between a block's iterations
    /// (the thread's, for a kernel without vector loops), with the grid of gangs' sizes as
    /// parameters.
    pub(super) fn gang_lanes(
        &self,
        decided: &Decisions,
        params: &mut Vec<Param>,
    ) -> (String, String) {
        let d = self.target();
        if decided.vector_loops.is_empty() {
            (d.global_id().to_string(), d.global_size().to_string())
        } else if let Some(g) = &decided.gang_grid {
            for (k, (name, host)) in DIM_GANGS.iter().zip(&g.inner).enumerate() {
                params.push(Param::Value {
                    name: name.to_string(),
                    ty: ValueType::Long,
                    host: host.clone(),
                    role: ValueRole::DimGangs(k),
                });
            }
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
