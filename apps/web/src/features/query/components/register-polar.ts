import { PolarComponent } from 'echarts/components';
import * as echarts from 'echarts/core';

// The windrose is a bar chart on polar axes, which the shared EChart does not load; registering
// them here keeps them out of every other page's chart code.
echarts.use([PolarComponent]);
