// Manual zero-false-error check (too slow to build in the nvcc set): thrust algorithms,
// cooperative_groups::reduce, cuda::std::complex. Built with: nvcc -ptx -std=c++17 -arch=sm_80 | sm_90a | sm_86 -G
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/std/complex>
namespace cg = cooperative_groups;
__global__ void cgred(const int* in, int* out) {
  auto b = cg::this_thread_block();
  auto w = cg::tiled_partition<32>(b);
  int v = cg::reduce(w, in[b.thread_rank()], cg::plus<int>());
  if (w.thread_rank() == 0) atomicAdd(out, v);
}
__global__ void cplx(cuda::std::complex<double>* z) {
  auto a = z[threadIdx.x];
  z[threadIdx.x] = cuda::std::exp(a) * cuda::std::sqrt(a) + cuda::std::pow(a, 2.5);
}
struct sq { __host__ __device__ float operator()(float x) const { return x * x; } };
void host(thrust::device_vector<float>& v) {
  thrust::transform(v.begin(), v.end(), v.begin(), sq());
  thrust::sort(v.begin(), v.end());
  float s = thrust::reduce(v.begin(), v.end());
  (void)s;
}
