import { describeMachineModel } from '../../scripts/machines/describeModel';
import { socialFeedModel } from './models/socialFeed.model';

await describeMachineModel(socialFeedModel);
