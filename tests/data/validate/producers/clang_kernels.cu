// For clang's CUDA front end without the CUDA headers (-nocudainc): kernels use clang's NVPTX
// builtins directly. Shared memory, atomics, warp shuffles and votes, math approximations, loops
// and a switch, double precision, a device function call.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

static __device__ unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ unsigned gid() {
  return __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
}

extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
  int i = gid();
  if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void reduce(const float* x, float* out, int n) {
  __shared__ float tmp[256];
  unsigned t = tid();
  tmp[t] = gid() < (unsigned)n ? x[gid()] : 0.f;
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s) tmp[t] += tmp[t + s];
    __syncthreads();
  }
  if (t == 0) __nvvm_atom_add_gen_f(out, tmp[0]);
}

extern "C" __global__ void warps(int* x, unsigned* votes) {
  int v = x[gid()];
  for (int o = 16; o > 0; o >>= 1) v += __nvvm_shfl_sync_down_i32(0xffffffffu, v, o, 31);
  votes[gid() / 32] = __nvvm_vote_ballot_sync(0xffffffffu, v > 0);
  __nvvm_atom_max_gen_i(x, v);
  __nvvm_atom_cas_gen_i(x + 1, v, 0);
}

extern "C" __global__ void mathy(float* f, double* d, int n) {
  int i = gid();
  if (i >= n) return;
  float v = f[i];
  f[i] = __nvvm_ex2_approx_f(v) + __nvvm_lg2_approx_f(v + 1.f) + __nvvm_sin_approx_f(v) + __nvvm_rsqrt_approx_f(v)
         + __nvvm_fmax_f(v, 0.f) + __nvvm_div_rn_f(v, 3.f);
  double w = d[i];
  switch (i & 3) {
    case 0: d[i] = w * w + 1.0; break;
    case 1: d[i] = __nvvm_sqrt_rn_d(w); break;
    case 2: d[i] = __nvvm_fma_rn_d(w, w, 2.0); break;
    default: d[i] = (double)(long long)w;
  }
}
