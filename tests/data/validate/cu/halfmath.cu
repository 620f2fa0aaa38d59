// Half, bfloat16, fp8 and packed math; grid-wide cooperative sync; 64-bit atomics; clusters.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void halves(__half2* h, __nv_bfloat162* b, float* f, int n) {
  int i = threadIdx.x;
  __half2 x = h[i];
  h[i] = __hfma2(x, x, __hadd2(x, h[i + 1]));
  h[i + 1] = h2exp(x) ;
  __half s = __hmax(__low2half(x), __high2half(x));
  b[i] = __hmul2(b[i], b[i + 1]);
  f[i] = __half2float(s) + __bfloat162float(__low2bfloat16(b[i])) + __half2float(hsqrt(s));
#if __CUDA_ARCH__ >= 890
  __nv_fp8_e4m3 e(f[i]);
  __nv_fp8x2_e5m2 e2(make_float2(f[i], f[i + 1]));
  f[i + 2] = float(e) + float2(e2).x;
#endif
}
__global__ void gridsync(int* data) {
  cg::grid_group g = cg::this_grid();
  data[g.thread_rank()] += 1;
  g.sync();
  cg::thread_block_tile<16> t = cg::tiled_partition<16>(cg::this_thread_block());
  data[g.thread_rank()] += t.shfl_xor(data[g.thread_rank()], 1);
}
__global__ void atom64(unsigned long long* u, long long* l, double* d) {
  atomicMax(u, 5ull); atomicMin(l, -3ll); atomicAnd(u + 1, 0xffull); atomicExch(u + 2, 7ull);
  atomicAdd(d + 1, 1.0);
  __nanosleep(100);
  unsigned long long t = clock64();
  unsigned long long gt; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt)); t += gt;
  u[3] = t;
}
#if __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) clusters(int* out) {
  cg::cluster_group c = cg::this_cluster();
  __shared__ int sm[32];
  sm[threadIdx.x % 32] = threadIdx.x;
  c.sync();
  int* peer = c.map_shared_rank(sm, (c.block_rank() + 1) % 2);
  out[threadIdx.x] = peer[threadIdx.x % 32] + c.block_rank();
  c.sync();
}
#endif
