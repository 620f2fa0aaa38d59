// Device-only code for NVRTC (no host code, no system headers): templates, warp and block
// reductions, atomics, half/bfloat16 packed math, vector loads, dynamic shared memory, cooperative
// groups tiles and memcpy_async, and cuda::ptx wrappers where the target has them.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/ptx>
#include <cuda/atomic>
namespace cg = cooperative_groups;

template <typename T, int BLOCK>
__device__ T block_sum(T v) {
  __shared__ T partial[BLOCK / 32];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = v;
  __syncthreads();
  v = threadIdx.x < BLOCK / 32 ? partial[threadIdx.x] : T(0);
  if (threadIdx.x < 32)
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

extern "C" __global__ void reduce_f(const float* in, float* out, int n) {
  float s = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += __ldg(in + i);
  s = block_sum<float, 256>(s);
  if (threadIdx.x == 0) atomicAdd(out, s);
}

extern "C" __global__ void reduce_d(const double* in, double* out, long long* cnt, int n) {
  double s = 0.0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += in[i];
  s = block_sum<double, 128>(s);
  if (threadIdx.x == 0) { atomicAdd(out, s); atomicAdd((unsigned long long*)cnt, 1ull); }
}

extern "C" __global__ void packed(__half2* h, __nv_bfloat162* b, float4* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = h[i];
  h[i] = __hfma2(x, __habs2(x), __hmin2(x, h2rcp(x)));
  b[i] = __hfma2(b[i], b[i], __float2bfloat162_rn(1.5f));
  float4 f = v[i];
  v[i] = make_float4(__saturatef(f.x), __fsqrt_rn(f.y), __fdividef(f.z, f.w + 1.f), __expf(f.w));
}

extern "C" __global__ void tiles(int* data, unsigned* flags) {
  extern __shared__ int dyn[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::memcpy_async(block, dyn, data + blockIdx.x * blockDim.x, sizeof(int) * blockDim.x);
  cg::wait(block);
  int v = cg::reduce(warp, dyn[threadIdx.x], cg::plus<int>());
  unsigned ballot = warp.ballot(v > 0);
  if (warp.thread_rank() == 0) atomicOr(flags + blockIdx.x, ballot | __popc(ballot));
  cuda::atomic_ref<int, cuda::thread_scope_device> ref(data[0]);
  ref.fetch_max(v, cuda::memory_order_relaxed);
}

extern "C" __global__ void sregs(unsigned* out) {
  out[threadIdx.x] = cuda::ptx::get_sreg_laneid() + cuda::ptx::get_sreg_warpid() +
                     (unsigned)cuda::ptx::get_sreg_clock64() + __brev(threadIdx.x) + __clz(threadIdx.x) +
                     __byte_perm(threadIdx.x, 7u, 0x3210) + __funnelshift_l(threadIdx.x, 3u, 5);
#if __CUDA_ARCH__ >= 900
  out[0] = cuda::ptx::get_sreg_cluster_ctarank();
  cuda::ptx::fence_proxy_async();
#endif
}
