// Launch bounds, register caps, grid-constant parameters, atomic_ref, warp intrinsics, dynamic
// shared memory, libdevice math and a recursion-free call graph with many small device functions.
#include <cuda/atomic>
#include <cuda_fp16.h>
#include <cstdint>
struct Params { float scale; int n; float bias[4]; };
__device__ __noinline__ float act(float x, int k) { return k ? tanhf(x) : fmaxf(x, 0.f); }
__device__ __noinline__ double dmath(double x) { return exp(x) + log1p(x) + pow(x, 1.5) + erf(x) + cbrt(x) + atan2(x, 2.0); }
__global__ void __launch_bounds__(256, 2) bounded(const __grid_constant__ Params p, float* out) {
  extern __shared__ float dyn[];
  int t = threadIdx.x;
  dyn[t] = p.scale * t + p.bias[t & 3];
  __syncwarp();
  float v = dyn[(t + 1) % blockDim.x];
  v += __shfl_xor_sync(0xffffffffu, v, 16);
  v += __shfl_up_sync(0xffffffffu, v, 1);
  unsigned m = __match_all_sync(0xffffffffu, t >> 5, nullptr);
  if (t < p.n) out[t] = act(v, t & 1) + (float)dmath(v) + m;
}
__global__ void __maxnreg__(64) capped(unsigned long long* c, int* flags, __half* h) {
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> ref(*c);
  ref.fetch_add(1, cuda::std::memory_order_relaxed);
  cuda::atomic_ref<int, cuda::thread_scope_system> f(flags[threadIdx.x % 4]);
  f.store(1, cuda::std::memory_order_release);
  int seen = f.load(cuda::std::memory_order_acquire);
  atomicAdd(h + (threadIdx.x & 7), __float2half(1.0f * seen));
  __threadfence_system();
}
__global__ void bits(uint64_t* x, int32_t* y) {
  uint64_t v = x[threadIdx.x];
  y[threadIdx.x] = __popcll(v) + __clzll(v) + __ffsll(v) + (int)__brevll(v) + __byte_perm(y[0], y[1], 0x4321) + __hadd(y[2], y[3]) + __rhadd(y[4], y[5]) + __usad(y[6], y[7], 1);
  x[threadIdx.x] = __umul64hi(v, v + 1) ^ __mul64hi((long long)v, 3);
}
