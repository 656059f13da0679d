/** The chart itself, in its own chunk: @mui/x-charts loads only when a vector is shown. */
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

export default function SparklineChart({ values, height }: { values: number[]; height: number }) {
  return <SparkLineChart data={values} height={height} curve="linear" showTooltip showHighlight />;
}
