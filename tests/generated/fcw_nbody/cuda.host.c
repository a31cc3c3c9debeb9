/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
extern const unsigned char __accc_cuda_image_314e08c6f94c6ef5[] __attribute__((weak));
static void __attribute__((constructor(101))) __accc_kernels_need_nvrtc(void) { if ((const void *)__accc_cuda_image_314e08c6f94c6ef5 == (const void *)0) __accrt_register_nvrtc_kernels(); }
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", 0, __accc_program, __accc_cuda_image_314e08c6f94c6ef5, 0, 0 };
# 0 "fcw_nbody.c"
# 1 "fcw_nbody.c"
# 1 "fcw_nbody.c"
# 15 "fcw_nbody.c"
# 16 "fcw_nbody.c" 2
# 17 "fcw_nbody.c" 2







# 23 "fcw_nbody.c"
typedef struct {
    float x, y, z;
} float3;

static float m_pos[1000][4];
static float m_force[1000][3];
static int m_close[1000];


static void bodyBodyInteraction(float3 *acc, int *close, float xi, float yi, float zi,
                                float xj, float yj, float zj, float mj, float soft2)
{
    float dx = xj - xi, dy = yj - yi, dz = zj - zi;
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < 400.0f)
        *close += 1;
    float inv = 1.0f / sqrtf(r2 + soft2);
    float s = mj * inv * inv * inv;
    acc->x += dx * s;
    acc->y += dy * s;
    acc->z += dz * s;
}

int main(void)
{
    const int m_numBodies = 1000;
    for (int i = 0; i < 1000; i++) {
        m_pos[i][0] = (float)((i * 37) % 101 - 50);
        m_pos[i][1] = (float)((i * 53) % 89 - 44);
        m_pos[i][2] = (float)((i * 71) % 97 - 48);
        m_pos[i][3] = (float)(1 + i % 5);
    }


{ static const __accrt_loc __accc_region_loc = { "fcw_nbody.c", 56, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 56 "fcw_nbody.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "fcw_nbody.c", 56, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(m_pos), sizeof(m_pos), ACCRT_COPYIN, 0, "m_pos", 0, 0, __builtin_object_size((void *)&(m_pos), 0) }, { (void *)&(m_force), sizeof(m_force), ACCRT_COPYOUT, 0, "m_force", 0, 0, __builtin_object_size((void *)&(m_force), 0) }, { (void *)&(m_close), sizeof(m_close), ACCRT_COPYOUT, 0, "m_close", 0, 0, __builtin_object_size((void *)&(m_close), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 3, -2);
 { const int __accc_v1 = m_numBodies; long __accc_v4 = (long)(0); long __accc_v5 = (long)(1); long __accc_v6 = ((long)((long long)(m_numBodies) - (long long)(0)) > 0 ? (long)((long long)(m_numBodies) - (long long)(0)) : 0); long __accc_v7 = (long long)((long)((long long)(m_numBodies) - (long long)(0)) > 0 ? (long)((long long)(m_numBodies) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(m_pos), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "m_pos" }, { &__accc_v1, sizeof(__accc_v1), ACCRT_ARG_VALUE, "m_numBodies" }, { (const void *)(m_force), 0, ACCRT_ARG_DEVICE_PTR, "m_force" }, { (const void *)(m_close), 0, ACCRT_ARG_DEVICE_PTR, "m_close" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v6, sizeof(__accc_v6), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v7, sizeof(__accc_v7), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v7, (int)(((__accc_v7 + 256 - 1) / 256) < 1048576 ? ((__accc_v7 + 256 - 1) / 256) : 1048576), 256, 0, __accc_args, 8, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 3, -2);
} else {
# 56 "fcw_nbody.c"

{ static const __accrt_loc __accc_loc = { "fcw_nbody.c", 56, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(m_pos), sizeof(m_pos), ACCRT_COPYIN, 0, "m_pos", 0, 0, __builtin_object_size((void *)&(m_pos), 0) }, { (void *)&(m_force), sizeof(m_force), ACCRT_COPYOUT, 0, "m_force", 0, 0, __builtin_object_size((void *)&(m_force), 0) }, { (void *)&(m_close), sizeof(m_close), ACCRT_COPYOUT, 0, "m_close", 0, 0, __builtin_object_size((void *)&(m_close), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(m_numBodies)), sizeof(m_numBodies), ACCRT_ARG_VALUE, "m_numBodies" }, { (const void *)(m_pos), 0, ACCRT_ARG_DEVICE_PTR, "m_pos" }, { (const void *)(m_force), 0, ACCRT_ARG_DEVICE_PTR, "m_force" }, { (const void *)(m_close), 0, ACCRT_ARG_DEVICE_PTR, "m_close" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 3, __accc_args, 4, -2); }
# 56 "fcw_nbody.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < m_numBodies; i++) {
        float3 acc;
        acc.x = 0;
        acc.y = 0;
        acc.z = 0;
        int close = 0;
        float xi = m_pos[i][0], yi = m_pos[i][1], zi = m_pos[i][2];
        for (int tile = 0; tile <= ((m_numBodies >> 8) + 1); tile++) {
            int bnd1 = (tile + 1) * 256;
            int bound = bnd1 < m_numBodies ? bnd1 : m_numBodies;

            for (int j = (tile * 256); j < bound; j++) {
                bodyBodyInteraction(&acc, &close, xi, yi, zi, m_pos[j][0], m_pos[j][1],
                                    m_pos[j][2], m_pos[j][3], 0.5f);
            }
        }
        m_force[i][0] = acc.x;
        m_force[i][1] = acc.y;
        m_force[i][2] = acc.z;
        m_close[i] = close;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    int bad = 0;
    long pairs = 0;
    double worst = 0.0;
    for (int i = 0; i < 1000; i++) {
        double rx = 0.0, ry = 0.0, rz = 0.0, scale = 0.0;
        int close = 0;
        for (int j = 0; j < 1000; j++) {
            double dx = m_pos[j][0] - m_pos[i][0];
            double dy = m_pos[j][1] - m_pos[i][1];
            double dz = m_pos[j][2] - m_pos[i][2];
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < 400.0)
                close++;
            double inv = 1.0 / sqrt(r2 + 0.5f);
            double s = m_pos[j][3] * inv * inv * inv;
            rx += dx * s;
            ry += dy * s;
            rz += dz * s;
            scale += fabs(dx * s) + fabs(dy * s) + fabs(dz * s);
        }
        double err = (fabs(m_force[i][0] - rx) + fabs(m_force[i][1] - ry) +
                      fabs(m_force[i][2] - rz)) /
                     scale;
        if (err > worst)
            worst = err;
        if (err > 1e-4 || close != m_close[i])
            bad++;
        pairs += m_close[i];
    }
    printf("fcw nbody %d bodies in tiles of %d: %s (%d bad, error %s 1e-4)\n", 1000, 256,
           bad == 0 ? "PASS" : "FAIL", bad, worst <= 1e-4 ? "within" : "beyond");
    printf("close pairs (ordered, self included)=%ld\n", pairs);
    return bad != 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(4); }
static void __attribute__((constructor(101))) __accc_require_gpu(void) { __accrt_require_target(4); }
